try:
    raise ExceptionGroup("grp", [ValueError(1), TypeError(2)])
except ExceptionGroup as eg:
    print(eg, len(eg.exceptions), [type(x).__name__ for x in eg.exceptions])

# expect: grp (2 sub-exceptions) 2 ['ValueError', 'TypeError']
