# int ** negative int. Python gives a float (2 ** -1 == 0.5); Numba 0.56 types
# int ** int as int64 and gives 0 when the base is not 1 or -1.
from numba import njit


@njit
def p(a, b):
    return a ** b


print(p(2, 3), p(-3, 3), p(2, 0))
print(p(2, -1), p(-2, -2), p(1, -5), p(-1, -3), p(-1, -4))
print(p.nopython_signatures)
print(p(2.0, -1), p(4, 0.5))

# expect: 8 -27 1
# expect: 0 0 1 -1 1
# expect: [(int64, int64) -> int64]
# expect: 0.5 2.0
