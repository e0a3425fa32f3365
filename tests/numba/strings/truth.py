# A str is true when it is not empty.
from numba import njit


@njit
def nonempty(s):
    if s:
        return 1
    return 0


@njit
def negate(s):
    return not s


print(nonempty(""), nonempty("a"), negate(""), negate("x"))

# expect: 0 1 True False
