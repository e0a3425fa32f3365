# A 'float32(float32, float32)' signature: float32 in, float32 out; float64
# inputs do not cast safely to float32.
import numpy as np
from numba import vectorize


@vectorize('float32(float32, float32)')
def hyp(x, y):
    return (x * x + y * y) ** np.float32(0.5)


a = np.array([3, 5, 8], dtype=np.float32)
b = np.array([4, 12, 15], dtype=np.float32)
r = hyp(a, b)
print(r, r.dtype)
r = hyp(a, np.arange(3, dtype=np.int16))
print(r, r.dtype)
try:
    hyp(np.array([3.0]), np.array([4.0]))
except TypeError as e:
    print(type(e).__name__)

# expect: [ 5. 13. 17.] float32
# expect: [3.        5.0990195 8.246211 ] float32
# expect: TypeError
