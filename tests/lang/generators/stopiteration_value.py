def g():
    yield 1
    return 99
it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print("value", e.value)

# expect: value 99
