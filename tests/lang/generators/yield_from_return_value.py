def inner():
    yield 1
    yield 2
    return "inner-result"
def outer():
    r = yield from inner()
    print("inner returned", r)
    yield 3
print(list(outer()))

# expect: inner returned inner-result
# expect: [1, 2, 3]
