from functools import wraps
def logged(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        print('calling', fn.__name__)
        return fn(*args, **kwargs)
    return inner
@logged
def add(a, b):
    """Add two numbers."""
    return a + b
print(add(2, 3), add.__name__, add.__doc__, add.__wrapped__(1, 1))

# expect: calling add
# expect: 5 add Add two numbers. 2
