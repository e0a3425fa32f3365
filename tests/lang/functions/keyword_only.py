def f(a, *, b, c=3):
    return a + b * c
print(f(1, b=2), f(1, c=10, b=2))

# expect: 7 21
