def f(a, b, c=0, *args, **kw):
    return a, b, c, args, kw
t = (1, 2)
d = {"c": 3, "x": 9}
print(f(*t, **d))
print(f(*[1, 2, 3, 4, 5]))
print(f(*"ab", *(7,), k=1, **{"m": 2}))

# expect: (1, 2, 3, (), {'x': 9})
# expect: (1, 2, 3, (4, 5), {})
# expect: ('a', 'b', 7, (), {'k': 1, 'm': 2})
