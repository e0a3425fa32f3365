# try/finally with a return in the try body compiles and returns the value.
from numba import njit


@njit
def f(x):
    try:
        return x + 1
    finally:
        pass


print(f(1))

# expect: 2
