# round(x) rounds half to even and returns an int; round(x, n) returns a float.
from numba import njit


@njit
def r0(x):
    return round(x)


@njit
def r2(x):
    return round(x, 2)


print(r0(2.5), r0(3.5), r0(-2.5), r0(2.4999), r2(3.14159), r2(-1.005))
print(r0.nopython_signatures, r2.nopython_signatures)

# expect: 2 4 -2 2 3.14 -1.0
# expect: [(float64,) -> int64] [(float64,) -> float64]
