# x ** 2 and x ** -1 with constant exponents: for an int x, Numba 0.56 keeps
# x ** -1 an int64 (0 for 4; Python gives 0.25).
from numba import njit


@njit
def sq(x):
    return x ** 2


@njit
def inv(x):
    return x ** -1


print(sq(7), sq(1.5), inv(4), inv(0.5))
print(sq.nopython_signatures, inv.nopython_signatures)

# expect: 49 2.25 0 2.0
# expect: [(int64,) -> int64, (float64,) -> float64] [(int64,) -> int64, (float64,) -> float64]
