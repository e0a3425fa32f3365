# ZeroDivisionError raised by compiled arithmetic (//, %, / on ints and
# floats) is caught by try/except; else runs when nothing was raised.
from numba import njit


@njit
def div(a, b):
    try:
        q = a // b
    except Exception:
        q = -1
    else:
        q += 1000
    return q


@njit
def mod(a, b):
    try:
        return a % b
    except:
        return 99


@njit
def ratio(a, b):
    try:
        return a / b
    except Exception:
        return -1.0


print(div(7, 2), div(7, 0))
print(mod(7, 3), mod(7, 0), mod(7.5, 2.0), mod(7.5, 0.0))
print(ratio(1, 4), ratio(1, 0), ratio(1.0, 0.0))

# expect: 1003 -1
# expect: 1 99 1.5 99.0
# expect: 0.25 -1.0 -1.0
