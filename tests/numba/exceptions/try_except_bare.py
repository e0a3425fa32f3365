# A bare except inside compiled code catches ZeroDivisionError from `//`.
from numba import njit


@njit
def safe_div(a, b):
    try:
        r = a // b
    except:
        r = 0
    return r


print(safe_div(10, 3), safe_div(10, 0))

# expect: 3 0
