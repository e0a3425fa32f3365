# A float computed in compiled code prints like the same float computed in
# Python (shortest repr), including subnormal and large values.
from numba import njit


@njit
def f(x):
    return x / 3.0, x * 1e300, x * 5e-324


print(f(1.0), f(1.0) == f.py_func(1.0))

# expect: (0.3333333333333333, 1e+300, 5e-324) True
