# An optional argument with a None default tested with `is None`; the two
# calls compile two specialisations (none and int64).
from numba import njit


@njit
def or_default(x=None):
    if x is None:
        return -1
    return x * 2


print(or_default(), or_default(21))
print(or_default.signatures)

# expect: -1 42
# expect: [(omitted(default=None),), (int64,)]
