def gen():
    print("start")
    yield 1
    print("middle")
    yield 2
g = gen()
print(type(g).__name__)
print(next(g))
print(next(g))
print(next(g, "done"))

# expect: generator
# expect: start
# expect: 1
# expect: middle
# expect: 2
# expect: done
