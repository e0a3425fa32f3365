# for over a homogeneous tuple.
from numba import njit


@njit
def tuple_sum(t):
    s = 0
    for x in t:
        s += x
    return s


print(tuple_sum((1, 2, 3, 4)), tuple_sum((0.5, 0.25)))

# expect: 10 0.75
