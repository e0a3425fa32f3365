"""CuPy's figures beside tpy's on the same GPU: the launch of a raw kernel with
0, 1, 2 and 4 array arguments, a device-to-device copy and `cp.add` with out=
on 2^27 float32 (GB/s counting bytes read and written).

    python3 bench/cuda_cupy_ref.py        (the device machine's Python, with CuPy)
"""
import time

import cupy as cp

SRC = r'''
extern "C" __global__ void k0() {}
extern "C" __global__ void k1(float* a) { if (threadIdx.x == 1u << 30) a[0] = 1; }
extern "C" __global__ void k2(float* a, float* b) { if (threadIdx.x == 1u << 30) a[0] = b[0]; }
extern "C" __global__ void k4(float* a, float* b, float* c, float* d) {
  if (threadIdx.x == 1u << 30) a[0] = b[0] + c[0] + d[0];
}
'''


def best_of(fn, reps):
    fn()
    cp.cuda.Device().synchronize()
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        cp.cuda.Device().synchronize()
        best = min(best, (time.perf_counter() - t0) / reps)
    return best


mod = cp.RawModule(code=SRC)
arrs = [cp.zeros(16, dtype=cp.float32) for _ in range(4)]
for n, name in ((0, "k0"), (1, "k1"), (2, "k2"), (4, "k4")):
    k = mod.get_function(name)
    args = tuple(arrs[:n])
    print("launch %d arrays %.2f us" % (n, best_of(lambda: k((1,), (32,), args), 20000) * 1e6))

N = 1 << 27
a = cp.ones(N, dtype=cp.float32)
b = cp.ones(N, dtype=cp.float32)
out = cp.empty(N, dtype=cp.float32)
t = best_of(lambda: cp.copyto(out, a), 20)
print("device copy %.0f GB/s" % (2 * 4 * N / t / 1e9))
t = best_of(lambda: cp.add(a, b, out=out), 20)
print("cp.add out= %.0f GB/s" % (3 * 4 * N / t / 1e9))
t = best_of(lambda: a.sum(), 20)
print("cp.sum %.0f GB/s" % (4 * N / t / 1e9))
