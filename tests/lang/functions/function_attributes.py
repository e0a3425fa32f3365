def f(a, b=2):
    "doc text"
    return a
print(f.__name__, f.__doc__, f.__defaults__)
f.custom = 5
print(f.custom)

# expect: f doc text (2,)
# expect: 5
