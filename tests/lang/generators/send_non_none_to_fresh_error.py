def g():
    yield 1
it = g()
try:
    it.send(5)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: can't send non-None value to a just-started generator
