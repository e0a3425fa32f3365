# int32, float32 and bool arrays as arguments: element types and sums.
import numpy as np
from numba import njit


@njit
def first_and_sum(a):
    return a[0], a.sum()


@njit
def count_true(a):
    c = 0
    for x in a:
        if x:
            c += 1
    return c


print(first_and_sum(np.array([1, 2, 3], dtype=np.int32)))
print(first_and_sum(np.array([0.5, 0.25], dtype=np.float32)))
print(count_true(np.array([True, False, True])))
print(first_and_sum.signatures)
print(count_true.signatures)

# expect: (1, 6)
# expect: (0.5, 0.75)
# expect: 2
# expect: [(array(int32, 1d, C),), (array(float32, 1d, C),)]
# expect: [(array(bool, 1d, C),)]
