def gen():
    try:
        yield 1
        yield 2
    finally:
        print("closed")
g = gen()
print(next(g))
g.close()
print(next(g, "exhausted"))

# expect: 1
# expect: closed
# expect: exhausted
