def g():
    yield from 5
try:
    list(g())
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: 'int' object is not iterable
