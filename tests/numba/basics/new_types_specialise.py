# A call with new argument types compiles one more specialisation; `.signatures`
# lists them in the order they were compiled.
from numba import njit


@njit
def add(x, y):
    return x + y


print(add(1, 2))
print(len(add.signatures))
print(add(1.5, 2.0))
print(len(add.signatures))
print(add(1, 2.5))
print(add(True, False))
print(len(add.signatures))
print(add.signatures)
print(add.nopython_signatures)

# expect: 3
# expect: 1
# expect: 3.5
# expect: 2
# expect: 3.5
# expect: 1
# expect: 4
# expect: [(int64, int64), (float64, float64), (int64, float64), (bool, bool)]
# expect: [(int64, int64) -> int64, (float64, float64) -> float64, (int64, float64) -> float64, (bool, bool) -> int64]
