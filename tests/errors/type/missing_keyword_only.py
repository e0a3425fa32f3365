def f(*, key):
    pass
try:
    f()
except TypeError as e:
    print(e)
try:
    f(1)
except TypeError as e:
    print(e)

# expect: f() missing 1 required keyword-only argument: 'key'
# expect: f() takes 0 positional arguments but 1 was given
