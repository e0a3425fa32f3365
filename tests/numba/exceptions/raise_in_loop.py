# An exception raised from inside a loop in compiled code stops the loop; the
# array written so far keeps the partial result.
import numpy as np
from numba import njit


@njit
def fill_until_negative(src, dst):
    for i in range(src.shape[0]):
        if src[i] < 0:
            raise ValueError("negative element")
        dst[i] = src[i] * 10


dst = np.zeros(5)
try:
    fill_until_negative(np.array([1.0, 2.0, -3.0, 4.0, 5.0]), dst)
except ValueError as e:
    print("ValueError:", e)
print(dst)

# expect: ValueError: negative element
# expect: [10. 20.  0.  0.  0.]
