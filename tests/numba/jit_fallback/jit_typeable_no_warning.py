# Plain @jit on a function that can be typed compiles in nopython mode with no
# warning on stderr (this file expects an empty stderr).
from numba import jit


@jit
def add(x, y):
    return x + y


print(add(1, 2), add(1.5, 2))
print(add.nopython_signatures)

# expect: 3 3.5
# expect: [(int64, int64) -> int64, (float64, int64) -> float64]
