import functools
def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        print("call", fn.__name__, args)
        return fn(*args)
    return wrapper
@logged
def add(a, b):
    "Add two numbers."
    return a + b
print(add(2, 3), add.__name__, add.__doc__)

# expect: call add (2, 3)
# expect: 5 add Add two numbers.
