# Seed 003 7.1: warm up (compile), then time a second call with
# time.perf_counter. Only the results and that a time was measured are
# printed, never the times.
import time
import numpy as np
from numba import njit


@njit
def sumsq_numba(x):
    total = 0.0
    for i in range(x.shape[0]):
        total += x[i] * x[i]
    return total


x_np = np.arange(10000, dtype=np.float64)

t0 = time.perf_counter()
result_numpy = np.sum(x_np * x_np)
t1 = time.perf_counter()
numpy_time = t1 - t0

# Warm-up compilation
_ = sumsq_numba(x_np)

# Timed execution
t0 = time.perf_counter()
result_numba = sumsq_numba(x_np)
t1 = time.perf_counter()
numba_time = t1 - t0

print(result_numpy, result_numba, result_numba == result_numpy)
print(numpy_time >= 0, numba_time >= 0)

# expect: 333283335000.0 333283335000.0 True
# expect: True True
