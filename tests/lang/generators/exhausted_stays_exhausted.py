def g():
    yield 1
it = g()
print(list(it), list(it), next(it, "end"))

# expect: [1] [] end
