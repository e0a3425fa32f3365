# Returning a tuple gives a Python tuple; multiple return values unpack.
from numba import njit


@njit
def divmod_pair(a, b):
    return a // b, a % b


@njit
def stats(x, y, z):
    s = x + y + z
    return s, s / 3, min(x, y, z)


q, r = divmod_pair(17, 5)
print(q, r)
t = stats(1, 2, 6)
print(t, type(t).__name__)
print(stats.nopython_signatures)

# expect: 3 2
# expect: (9, 3.0, 1) tuple
# expect: [(int64, int64, int64) -> Tuple(int64, float64, int64)]
