# Small if/else arms that only pick a value (tpy compiles them without a
# branch): every comparison, wide constants, negative values, both arms.
import numpy as np
from numba import njit


@njit
def picks(xs):
    lt = le = eq = ne = gt = ge = 0
    wide = 0
    for k in range(len(xs)):
        x = xs[k]
        if x < 3:
            lt += 1
        if x <= -2:
            le -= k
        if x == 0:
            eq += 10
        else:
            eq -= 1
        if x != 7:
            ne = ne * 2 + 1
        if x > 5000000000:
            wide += 1
        if 4 >= x:
            ge = ge ^ k
        else:
            gt = gt + x
    return lt, le, eq, ne, gt, ge, wide


print(picks(np.array([-5, 0, 3, 7, 6000000000, -2, 4, 0])))
print(picks(np.zeros(0, np.int64)), picks(np.array([7])))

# expect: (4, -5, 14, 127, 6000000007, 7, 1)
# expect: (0, 0, 0, 0, 0, 0, 0) (0, 0, -1, 0, 7, 0, 0)
