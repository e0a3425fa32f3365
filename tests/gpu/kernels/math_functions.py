"""math functions in kernels, on float64 and float32 arrays."""
from numba import cuda
import numpy as np
import math


@cuda.jit
def funcs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = math.sqrt(v)
        out[i, 1] = math.exp(-v * v)
        out[i, 2] = math.log(v + 1.0)
        out[i, 3] = math.floor(v * 2.5)
        out[i, 4] = math.atan2(v, 2.0)
        out[i, 5] = v ** 0.5


x = np.array([0.25, 1.0, 2.0, 4.5])
out = np.zeros((4, 6))
funcs[1, 4](x, out)
print(np.round(out, 6))

# expect: [[ 0.5       0.939413  0.223144  0.        0.124355  0.5     ]
# expect:  [ 1.        0.367879  0.693147  2.        0.463648  1.      ]
# expect:  [ 1.414214  0.018316  1.098612  5.        0.785398  1.414214]
# expect:  [ 2.12132   0.        1.704748 11.        1.152572  2.12132 ]]
