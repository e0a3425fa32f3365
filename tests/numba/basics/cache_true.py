# @njit(cache=True) is accepted and the function computes the same result
# (the on-disk cache goes to __pycache__ next to the script, ignored by git).
from numba import njit


@njit(cache=True)
def triangle(n):
    s = 0
    for i in range(n + 1):
        s += i
    return s


print(triangle(10), triangle(100))

# expect: 55 5050
