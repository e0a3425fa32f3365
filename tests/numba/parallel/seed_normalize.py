# The seed's normalize(): three prange loops (a mean, a variance, an
# in-place update), run with one thread and with two; the results agree to
# rounding.
import numpy as np
import numba
from numba import njit, prange
from numba.core import config


@njit(parallel=True, fastmath=True)
def normalize(x):
    m = 0.0
    for i in prange(x.shape[0]):
        m += x[i]
    m /= x.shape[0]

    s2 = 0.0
    for i in prange(x.shape[0]):
        diff = x[i] - m
        s2 += diff * diff
    s2 /= x.shape[0]
    s = np.sqrt(s2)

    for i in prange(x.shape[0]):
        x[i] = (x[i] - m) / s

    return x


np.random.seed(0)
x0 = np.random.rand(10000)
outs = []
for t in (1, min(2, config.NUMBA_NUM_THREADS)):
    numba.set_num_threads(t)
    x = x0.copy()
    outs.append(normalize(x))
    print(outs[-1] is x, abs(np.mean(x)) < 1e-9, abs(np.std(x) - 1.0) < 1e-9, round(x[0], 9), round(x[-1], 9))
print(np.allclose(outs[0], outs[1], rtol=0, atol=1e-12))
numba.set_num_threads(config.NUMBA_NUM_THREADS)

# expect: True True True 0.180788055 1.095048103
# expect: True True True 0.180788055 1.095048103
# expect: True
