# int(float) truncates toward zero; float(int); bool(int).
from numba import njit


@njit
def conv(x):
    return int(x), int(-x), float(int(x)), bool(int(x))


print(conv(2.9), conv(0.5))

# expect: (2, -2, 2.0, True) (0, 0, 0.0, False)
