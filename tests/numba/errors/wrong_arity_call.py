# Calling a jitted function with too many or too few arguments from Python is
# a TypeError, as for a plain function.
from numba import njit


@njit
def f(a, b):
    return a + b


try:
    f(1)
except TypeError as e:
    print(type(e).__name__ + ":", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print(type(e).__name__ + ":", e)
print(f(1, 2))

# expect: TypeError: not enough arguments: expected 2, got 1
# expect: TypeError: too many arguments: expected 2, got 3
# expect: 3
