# A variable assigned an int and later a float is a float64 everywhere, so the
# int value comes back as a float.
from numba import njit


@njit
def f(n):
    x = 0
    if n > 10:
        x = 2.5
    return x


@njit
def g(n):
    acc = 1
    for i in range(n):
        acc = acc / 2
    return acc


print(f(1), f(11), g(0), g(3))
print(f.nopython_signatures, g.nopython_signatures)

# expect: 0.0 2.5 1.0 0.125
# expect: [(int64,) -> float64] [(int64,) -> float64]
