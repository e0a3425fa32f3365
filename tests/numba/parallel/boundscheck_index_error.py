# boundscheck=True with parallel=True: an out-of-range index inside a
# prange body raises IndexError in the caller (Numba's message), and
# in-range shifts (negative ones included) still work.
import numpy as np
from numba import njit, prange


@njit(parallel=True, boundscheck=True)
def shifted(a, k):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i + k]
    return s


a = np.arange(10.0)
print(shifted(a, 0), shifted(a, -10))
for k in (1, 5, -11):
    try:
        shifted(a, k)
    except IndexError as e:
        print(type(e).__name__ + ':', e)
print(shifted(a, -5))

# oracle: skip Numba 0.56 loses exceptions raised in parfor workers (SystemError "returned a result with an exception set" naming an address); expected: the serial @njit(boundscheck=True) behaviour

# expect: 45.0 45.0
# expect: IndexError: index is out of bounds
# expect: IndexError: index is out of bounds
# expect: IndexError: index is out of bounds
# expect: 45.0
