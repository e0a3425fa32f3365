# An exception raised in a called @njit function propagates through the @njit
# caller to Python.
from numba import njit


@njit
def inner(x):
    if x == 3:
        raise ValueError("three is not allowed")
    return x


@njit
def outer(n):
    s = 0
    for i in range(n):
        s += inner(i)
    return s


print(outer(3))
try:
    outer(10)
except ValueError as e:
    print("ValueError:", e)

# expect: 3
# expect: ValueError: three is not allowed
