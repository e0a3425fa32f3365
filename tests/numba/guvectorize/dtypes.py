# Loops of float32, int32, uint8 and bool keep their dtypes.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float32[:], float32[:])', 'void(int32[:], int32[:])', 'void(uint8[:], uint8[:])'],
             '(n)->()')
def largest(x, r):
    m = x[0]
    for v in x:
        if v > m:
            m = v
    r[0] = m


@guvectorize(['void(boolean[:], boolean[:])'], '(n)->()')
def any_true(x, r):
    found = False
    for v in x:
        found = found or v
    r[0] = found


for a in (np.array([[1.5, 2.5], [-1.0, -3.0]], dtype=np.float32), np.array([[3, 9, 2]], dtype=np.int32),
          np.array([250, 7, 255], dtype=np.uint8)):
    r = largest(a)
    print(r, r.dtype)
print(largest.types)
r = any_true(np.array([[True, False], [False, False]]))
print(r, r.dtype)

# expect: [ 2.5 -1. ] float32
# expect: [9] int32
# expect: 255 uint8
# expect: ['f->f', 'i->i', 'B->B']
# expect: [ True False] bool
