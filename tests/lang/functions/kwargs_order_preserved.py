def f(**kw):
    return list(kw)
print(f(z=1, a=2, m=3))

# expect: ['z', 'a', 'm']
