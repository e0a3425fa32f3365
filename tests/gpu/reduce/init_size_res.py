"""cuda.reduce's call: init is cast to the array's dtype and combined once
(so init=0 also takes part in a max), returned alone for an empty array;
size= reduces a prefix; res= receives the result in a device array and the
call returns None; a 2-d array is a TypeError."""
# oracle: skip Numba 0.56's simulator reduces on the host (float64 results, no size=); expected: Numba's GPU Reduce
import numpy as np
from numba import cuda


@cuda.reduce
def total(a, b):
    return a + b


vmax = cuda.Reduce(lambda a, b: max(a, b))
print(total(np.arange(10), init=5), total(np.arange(10), size=4), total(np.arange(10), size=0, init=3))
e = total(np.zeros(0, dtype=np.float32), init=2.5)
print(e, type(e).__name__)
print(vmax(np.array([-3.0, -9.0])), vmax(np.array([-3.0, -9.0]), init=-100.0))
res = cuda.device_array(1, dtype=np.int64)
print(total(cuda.to_device(np.arange(100)), res=res), res.copy_to_host())
print(total(np.arange(5, dtype=np.int32), init=2.9))
try:
    total(np.ones((2, 2)))
except TypeError as e:
    print("TypeError:", e)

# expect: 50 6 3
# expect: 2.5 float32
# expect: 0.0 -3.0
# expect: None [4950]
# expect: 12
# expect: TypeError: only support 1D array
