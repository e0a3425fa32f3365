def f(**kw):
    return sorted(kw.items())
print(f(), f(b=2, a=1))
def g(a, **kw):
    return a, kw
print(g(a=1, z=26, y=25))

# expect: [] [('a', 1), ('b', 2)]
# expect: (1, {'z': 26, 'y': 25})
