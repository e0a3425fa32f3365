# A loop in a @vectorize function (calling into plain Python helpers is
# not allowed, loops are).
import numpy as np
from numba import vectorize


@vectorize(['int64(int64)'])
def digit_sum(n):
    s = 0
    n = abs(n)
    while n:
        s += n % 10
        n //= 10
    return s


print(digit_sum(np.array([0, 7, 19, 12345, -808])))

# expect: [ 0  7 10 15 16]
