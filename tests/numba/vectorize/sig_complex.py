# A complex128 signature.
import numpy as np
from numba import vectorize


@vectorize(['complex128(complex128)'])
def rot(z):
    return z * 1j


r = rot(np.array([1 + 0j, 2 - 1j]))
print(r, r.dtype)
r = rot(np.arange(2))
print(r, r.dtype)

# expect: [0.+1.j 1.+2.j] complex128
# expect: [0.+0.j 0.+1.j] complex128
