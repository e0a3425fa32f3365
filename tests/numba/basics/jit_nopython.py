# @jit(nopython=True) is the same as @njit.
from numba import jit


@jit(nopython=True)
def poly(x):
    return 3 * x * x + 2 * x + 1


print(poly(2), poly(0.5))
print(poly.signatures)

# expect: 17 2.75
# expect: [(int64,), (float64,)]
