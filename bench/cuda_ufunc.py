"""A CUDA ufunc's bandwidth and call cost, and @cuda.reduce's bandwidth.

    build/tpy bench/cuda_ufunc.py      (tpy on the GPU)
    python3 bench/cuda_ufunc.py        (numba-cuda, the same code)

- float32 add of two 2^27-element device arrays into a third (out=): GB/s
  counting bytes read and written, best of 3 runs of 20 calls;
- a call on 32-element device arrays, with out= and without (a new device
  array each call): microseconds, best of 3 runs of 2000 calls;
- @cuda.reduce sum of 2^27 float32 on the device: GB/s counting the bytes
  read, best of 3 runs of 20 calls (each returns the sum to the host).
The checksums must agree between runtimes.
"""
import time

import numpy as np
from numba import cuda, vectorize

N = 1 << 27


@vectorize(['float32(float32, float32)'], target='cuda')
def add(x, y):
    return x + y


@cuda.reduce
def total(a, b):
    return a + b


def best(fn, reps):
    fn()
    cuda.synchronize()
    t = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        cuda.synchronize()
        t = min(t, (time.perf_counter() - t0) / reps)
    return t


def main():
    a = cuda.to_device(np.ones(N, dtype=np.float32))
    b = cuda.to_device(np.full(N, 2.0, dtype=np.float32))
    out = cuda.device_array(N, dtype=np.float32)
    t = best(lambda: add(a, b, out=out), 20)
    print("ufunc add 2^27 float32 out=  %.0f GB/s" % (3 * 4 * N / t / 1e9))
    print("checksum %.1f" % float(out.copy_to_host()[::65536].astype(np.float64).sum()))
    s1 = cuda.to_device(np.ones(32, dtype=np.float32))
    s2 = cuda.to_device(np.ones(32, dtype=np.float32))
    so = cuda.device_array(32, dtype=np.float32)
    print("ufunc call 32 elements out=  %.1f us" % (best(lambda: add(s1, s2, out=so), 2000) * 1e6))
    print("ufunc call 32 elements       %.1f us" % (best(lambda: add(s1, s2), 2000) * 1e6))
    t = best(lambda: total(b), 20)
    print("reduce sum 2^27 float32      %.0f GB/s" % (4 * N / t / 1e9))
    print("checksum %.1f" % float(total(b)))


main()
