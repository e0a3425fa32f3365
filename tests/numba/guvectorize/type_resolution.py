# Inputs cast to the first listed loop they cast to safely; none fits: a
# TypeError in NumPy's words.
import numpy as np
from numba import guvectorize


@guvectorize(['void(int32[:], int32[:])', 'void(int64[:], int64[:])', 'void(float64[:], float64[:])'],
             '(n)->(n)')
def neg(x, r):
    for i in range(x.shape[0]):
        r[i] = -x[i]


for a in (np.arange(3, dtype=np.int8), np.arange(3, dtype=np.int32), np.arange(3),
          np.arange(3, dtype=np.uint32), np.arange(3, dtype=np.float32), np.arange(3.0),
          np.array([True, False])):
    r = neg(a)
    print(a.dtype, '->', r.dtype, r)
try:
    neg(np.arange(3, dtype=np.uint64))
except TypeError as e:
    print('TypeError:', e)
try:
    neg(np.array([1 + 2j]))
except TypeError as e:
    print('TypeError:', e)

# expect: int8 -> int32 [ 0 -1 -2]
# expect: int32 -> int32 [ 0 -1 -2]
# expect: int64 -> int64 [ 0 -1 -2]
# expect: uint32 -> int64 [ 0 -1 -2]
# expect: float32 -> float64 [-0. -1. -2.]
# expect: float64 -> float64 [-0. -1. -2.]
# expect: bool -> int32 [-1  0]
# expect: TypeError: ufunc 'neg' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
