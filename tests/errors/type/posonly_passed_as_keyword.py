def f(a, /):
    pass
try:
    f(a=1)
except TypeError as e:
    print(e)

# expect: f() got some positional-only arguments passed as keyword arguments: 'a'
