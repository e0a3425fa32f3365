# A recursive call typed before the base case's return (the base case comes
# last in the function): the return type comes from the base case.
from numba import njit


@njit
def depth(n):
    if n > 0:
        return depth(n - 1) + 1
    return 0


@njit
def fact(n):
    if n > 1:
        return fact(n - 1) * n
    return 1.0


print(depth(5), fact(5), depth.nopython_signatures, fact.nopython_signatures)

# expect: 5 120.0 [(int64,) -> int64] [(int64,) -> float64]
