# With several signatures the ufunc has one loop per signature, in order;
# a call uses the first loop its inputs cast to safely.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def add(x, y):
    return x + y


print(add.ntypes, add.types)
for a in (np.arange(3, dtype=np.int32), np.arange(3), np.array([0.5, 1.5, 2.5], dtype=np.float32),
          np.array([0.5, 1.5, 2.5])):
    r = add(a, a)
    print(a.dtype, '->', r, r.dtype)
r = add(np.arange(3), np.array([0.5, 1.5, 2.5]))
print(r, r.dtype)
print(add.ntypes)

# expect: 2 ['ll->l', 'dd->d']
# expect: int32 -> [0 2 4] int64
# expect: int64 -> [0 2 4] int64
# expect: float32 -> [1. 3. 5.] float64
# expect: float64 -> [1. 3. 5.] float64
# expect: [0.5 2.5 4.5] float64
# expect: 2
