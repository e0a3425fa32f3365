"""cuda.reduce over many blocks (a second pass folds the blocks' values)
and dtypes: the result has the array's dtype (float32 stays float32, int32
stays int32), device views and slices reduce in place, a min reduction
sees every element."""
# oracle: skip Numba 0.56's simulator reduces on the host (float64 results); expected: Numba's GPU Reduce, sums of exactly representable values
import numpy as np
from numba import cuda


@cuda.reduce
def total(a, b):
    return a + b


@cuda.reduce
def smallest(a, b):
    return a if a < b else b


n = 1000003
a = np.arange(n, dtype=np.int64)
print(total(a), n * (n - 1) // 2)
f = np.ones(n, dtype=np.float32)
r = total(f)
print(r, r.dtype)
i32 = np.arange(1000, dtype=np.int32)
print(total(i32), total(i32).dtype)
d = cuda.to_device(np.arange(1000.0))
print(total(d[::10]), total(d[500:]), total(d[::-1][:3]))
h = np.arange(n, dtype=np.int64) % 1000 + 7
h[777777] = -5
print(smallest(h, init=1 << 40), smallest(cuda.to_device(h[:777777]), init=1 << 40))

# expect: 500002500003 500002500003
# expect: 1000003.0 float32
# expect: 499500 int32
# expect: 49500.0 374750.0 2994.0
# expect: -5 7
