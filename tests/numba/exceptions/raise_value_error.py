# raise ValueError("msg") in compiled code reaches the Python caller as the
# same exception class with the same message.
from numba import njit


@njit
def checked(x):
    if x < 0:
        raise ValueError("x must be non-negative")
    return x * 2


print(checked(4))
try:
    checked(-1)
except ValueError as e:
    print(type(e).__name__, repr(e), e.args)
print(checked(5))

# expect: 8
# expect: ValueError ValueError('x must be non-negative') ('x must be non-negative',)
# expect: 10
