"""CUDA gufunc mistakes: an out= of another dtype than the signature's
output (Numba's copy check words), a malformed layout, a device input that
would need a cast, no signatures."""
# oracle: skip Numba 0.56's simulator cannot build CUDA gufuncs (no cuda.is_cuda_array there); expected: Numba's messages
import numpy as np
from numba import cuda, guvectorize


@guvectorize(['void(float64[:], float64, float64[:])'], '(n),()->(n)', target='cuda')
def scale(x, s, out):
    for i in range(x.shape[0]):
        out[i] = x[i] * s


for o in (np.zeros(5, dtype=np.int64), cuda.device_array(5, dtype=np.float32)):
    try:
        scale(np.arange(5.0), 1.0, out=o)
    except TypeError as e:
        print("TypeError:", e)
try:
    scale(np.arange(5.0), 1.0, out=np.zeros(4))
except ValueError as e:
    print("ValueError:", e)
for layout in ['(n)-->()', '(n)>()']:
    try:
        guvectorize(['void(float64[:], float64[:])'], layout, target='cuda')(lambda a, b: None)
    except ValueError as e:
        print("ValueError:", e)
try:
    scale(cuda.to_device(np.arange(5, dtype=np.int32)), 1.0)   # a device array is not cast
except TypeError as e:
    print("TypeError:", str(e).split(" but ")[0])
try:
    guvectorize('(n)->(n)', target='cuda')(lambda a, b: None)
except TypeError as e:
    print("TypeError")

# expect: TypeError: incompatible dtype: float64 vs. int64
# expect: TypeError: incompatible dtype: float64 vs. float32
# expect: ValueError: output shape mismatch
# expect: ValueError: not a valid gufunc signature: (n)-->()
# expect: ValueError: not a valid gufunc signature: (n)>()
# expect: TypeError: compatible signature is possible by casting
# expect: TypeError
