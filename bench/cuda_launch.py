"""Launch overhead of CUDA kernels with 0, 1, 2 and 4 device-array arguments.

    python3 bench/cuda_launch.py          (numba-cuda or any Python with numba)
    build/tpy bench/cuda_launch.py        (tpy: the GPU, or TPY_CUDA_DRIVER's)

Times `reps` back-to-back launches of an empty-bodied kernel (one block of
32 threads) and a synchronize, after a warm-up launch that compiles; prints
microseconds per launch. With TPY_CUDA_DRIVER pointing at tpy's stand-in
driver (build/fake_cuda/libtpy_fake_cuda.so), whose launches cost nothing,
the figure is tpy's own share of a launch.
"""
import time

import numpy as np
from numba import cuda


@cuda.jit
def k0():
    pass


@cuda.jit
def k1(a):
    if cuda.grid(1) == 1 << 30:
        a[0] = 1


@cuda.jit
def k2(a, b):
    if cuda.grid(1) == 1 << 30:
        a[0] = b[0]


@cuda.jit
def k4(a, b, c, d):
    if cuda.grid(1) == 1 << 30:
        a[0] = b[0] + c[0] + d[0]


def per_launch(kernel, args, reps=20000):
    cfg = kernel[1, 32]
    cfg(*args)
    cuda.synchronize()
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            cfg(*args)
        cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) / reps)
    return best * 1e6


arrays = [cuda.to_device(np.zeros(16)) for _ in range(4)]
for name, kernel, args in (("0 arrays", k0, ()), ("1 array", k1, arrays[:1]), ("2 arrays", k2, arrays[:2]),
                           ("4 arrays", k4, arrays[:4])):
    print("%-8s %.2f us" % (name, per_launch(kernel, args)))
