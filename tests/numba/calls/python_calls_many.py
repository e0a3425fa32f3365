# Calling a jitted function many times from a Python loop gives the same
# results as the Python function.
from numba import njit


@njit
def f(x):
    return (x * 7 + 3) % 11


print(sum(f(i) for i in range(1000)), sum(f.py_func(i) for i in range(1000)))

# expect: 4998 4998
