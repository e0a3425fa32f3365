def f(a, b):
    pass
try:
    f(1, a=2)
except TypeError as e:
    print(e)

# expect: f() got multiple values for argument 'a'
