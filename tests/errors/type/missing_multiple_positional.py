def f(a, b, c):
    pass
try:
    f()
except TypeError as e:
    print(e)
try:
    f(1)
except TypeError as e:
    print(e)

# expect: f() missing 3 required positional arguments: 'a', 'b', and 'c'
# expect: f() missing 2 required positional arguments: 'b' and 'c'
