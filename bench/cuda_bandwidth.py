"""Bandwidth of a grid-stride float32 add on 2^27 elements held on the device.

    build/tpy bench/cuda_bandwidth.py      (tpy on the GPU)
    python3 bench/cuda_bandwidth.py        (numba-cuda, same kernel)

out[i] = a[i] + b[i] over three device arrays of 2^27 float32 (1.5 GiB
moved per launch: two reads and one write). Launches 4 blocks per
multiprocessor of 256 threads, times 20 launches after a warm-up with a
synchronize around them, best of 3, and prints GB/s counting bytes read and
written. The checksum on the second line must agree between runtimes.
"""
import time

import numpy as np
from numba import cuda

N = 1 << 27


@cuda.jit
def add(a, b, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, a.size, stride):
        out[i] = a[i] + b[i]


def main():
    dev = cuda.get_current_device()
    sms = dev.MULTIPROCESSOR_COUNT
    a = cuda.to_device(np.arange(N, dtype=np.float32) % np.float32(1000))
    b = cuda.to_device(np.ones(N, dtype=np.float32))
    out = cuda.device_array(N, dtype=np.float32)
    cfg = add[sms * 4, 256]
    cfg(a, b, out)
    cuda.synchronize()
    reps = 20
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            cfg(a, b, out)
        cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) / reps)
    print("%.0f GB/s" % (3 * 4 * N / best / 1e9))
    h = out.copy_to_host()
    print("checksum %.1f" % float(h[::4096].astype(np.float64).sum()))


main()
