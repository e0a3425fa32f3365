def f(a, b, /, c, *, d):
    return (a, b, c, d)
print(f(1, 2, 3, d=4), f(1, 2, c=3, d=4))
def g(x, /, **kw):
    return x, kw
print(g(1, x=2))

# expect: (1, 2, 3, 4) (1, 2, 3, 4)
# expect: (1, {'x': 2})
