"""CUDA kernels on the simulator (NUMBA_ENABLE_CUDASIM=1): tpy's against Numba's.

Run by bench/cuda_sim_compare.py with each runtime. Each workload: one
launch timed after a warm-up launch (which compiles), the best of `reps`.
Times go to stderr as `name seconds`; checksums to stdout (they must agree).
"""
import sys
import time

import numpy as np
from numba import cuda, float32


@cuda.jit
def saxpy(a, x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = a * x[i] + y[i]


TPB = 128


@cuda.jit
def block_sum(x, out):
    s = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    s[t] = x[i] if i < x.size else 0
    cuda.syncthreads()
    step = TPB // 2
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        out[cuda.blockIdx.x] = s[0]


def timed(name, reps, fn):
    fn()
    best = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    print(name, best, file=sys.stderr)


n = 1 << 14
reps = 3
x = np.arange(n, dtype=np.float32) / n
y = np.ones(n, dtype=np.float32)
out = np.zeros(n, dtype=np.float32)
blocks = (n + TPB - 1) // TPB
sums = np.zeros(blocks, dtype=np.float32)
timed("saxpy_16k", reps, lambda: saxpy[blocks, TPB](np.float32(2.0), x, y, out))
timed("block_sum_16k_syncthreads", reps, lambda: block_sum[blocks, TPB](x, sums))
print("%.3f %.3f" % (out.sum(), sums.sum()))


@cuda.reduce
def total(a, b):
    return a + b


ints = np.arange(n, dtype=np.float32)   # whole numbers: every order sums them exactly
res = []
timed("reduce_sum_16k", reps, lambda: res.append(total(ints)))
print("%.1f" % res[-1])
try:
    from numba import vectorize

    @vectorize(['float32(float32, float32)'], target='cuda')
    def add(a, b):
        return a + b
except Exception:   # Numba 0.56's simulator cannot build CUDA ufuncs
    add = None
if add is not None:
    timed("ufunc_add_16k", reps, lambda: add(x, y, out=out))
