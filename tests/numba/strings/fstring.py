# f-strings of str and int values (no format spec).
from numba import njit


@njit
def describe(name, n):
    return f"{name} has {n} items"


@njit
def flag(b):
    return f"[{b}]"


print(describe("box", 3))
print(flag(True), flag(False))

# expect: box has 3 items
# expect: [True] [False]
