"""A launch of many blocks (spread over the CPU threads by the simulator): every element once."""
from numba import cuda
import numpy as np


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]


n = 10000
x = np.arange(n, dtype=np.float32)
y = np.ones(n, dtype=np.float32)
saxpy[(n + 255) // 256, 256](np.float32(2.0), x, y)
print(y[:4], y[-1], y.sum())


# expect: [1. 3. 5. 7.] 19999.0 100000000.0
