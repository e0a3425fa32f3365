# Loops for int8/int16/uint8 and float32: each input picks the first loop
# it casts to safely (uint8 fits int16, int16 does not fit int8).
import numpy as np
from numba import vectorize


@vectorize(['int8(int8)', 'int16(int16)', 'float32(float32)', 'float64(float64)'])
def inc(x):
    return x + 1


print(inc.types)
for dt in (np.int8, np.uint8, np.int16, np.int32, np.float32, np.float64, np.bool_):
    r = inc(np.array([0, 1], dtype=dt))
    print(np.dtype(dt).name, r, r.dtype)

# expect: ['b->b', 'h->h', 'f->f', 'd->d']
# expect: int8 [1 2] int8
# expect: uint8 [1 2] int16
# expect: int16 [1 2] int16
# expect: int32 [1. 2.] float64
# expect: float32 [1. 2.] float32
# expect: float64 [1. 2.] float64
# expect: bool [1 2] int8
