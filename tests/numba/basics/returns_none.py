# A compiled function with no return statement, or a bare return, returns None.
from numba import njit


@njit
def nothing(x):
    y = x + 1


@njit
def early(x):
    if x > 0:
        return
    return


print(nothing(1), early(1), early(-1))
print(nothing.nopython_signatures)

# expect: None None None
# expect: [(int64,) -> none]
