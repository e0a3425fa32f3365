try:
    1j < 2j
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: '<' not supported between instances of 'complex' and 'complex'
