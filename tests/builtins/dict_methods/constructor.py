print(dict(), dict(a=1, b=2), dict([("k", "v"), ("k2", "v2")]), dict({"x": 1}, y=2), dict(zip("ab", range(2))))
try:
    dict([1, 2])
except TypeError as e:
    print("TypeError:", e)

# expect: {} {'a': 1, 'b': 2} {'k': 'v', 'k2': 'v2'} {'x': 1, 'y': 2} {'a': 0, 'b': 1}
# expect: TypeError: cannot convert dictionary update sequence element #0 to a sequence
