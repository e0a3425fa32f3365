# for over range(start, stop, step) with positive, negative and empty ranges.
from numba import njit


@njit
def total(start, stop, step):
    s = 0
    n = 0
    for i in range(start, stop, step):
        s += i
        n += 1
    return s, n


print(total(0, 10, 1), total(3, 20, 4), total(10, 0, -3), total(-5, 5, -1))

# expect: (45, 10) (55, 5) (22, 4) (0, 0)
