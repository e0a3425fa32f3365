# x if cond else y, with both branches of one type and with int/float branches
# (the result is unified to float64).
from numba import njit


@njit
def clamp(x, lo, hi):
    return lo if x < lo else (hi if x > hi else x)


@njit
def half_or_zero(n):
    return n / 2 if n > 0 else 0


print(clamp(5, 0, 10), clamp(-3, 0, 10), clamp(42, 0, 10))
print(half_or_zero(5), half_or_zero(-1))
print(half_or_zero.nopython_signatures)

# expect: 5 0 10
# expect: 2.5 0.0
# expect: [(int64,) -> float64]
