from functools import partial
def f(a, b, c=3):
    return (a, b, c)
p = partial(f, 1, c=9)
print(p(2), p(2, c=0), p.args, p.keywords, p.func is f)
print(repr(partial(max, 1, 2)))
q = partial(p, 5)
print(q(), q.args, q.func is f)
print(repr(partial(int, base=2)), partial(int, base=2)('101'))

# expect: (1, 2, 9) (1, 2, 0) (1,) {'c': 9} True
# expect: functools.partial(<built-in function max>, 1, 2)
# expect: (1, 5, 9) (1, 5) True
# expect: functools.partial(<class 'int'>, base=2) 5
