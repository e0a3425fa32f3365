# spectral_norm under Numba @njit (see sum_squares_numba.py).

import math
import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

N = 550
ITERATIONS = 10


@numba.njit
def entry(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


@numba.njit
def mul_av(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += entry(i, j) * v[j]
        out[i] = s


@numba.njit
def mul_atv(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += entry(j, i) * v[j]
        out[i] = s


@numba.njit
def run(n, iterations):
    u = np.ones(n)
    v = np.zeros(n)
    tmp = np.zeros(n)
    for _ in range(iterations):
        mul_av(n, u, tmp)
        mul_atv(n, tmp, v)
        mul_av(n, v, tmp)
        mul_atv(n, tmp, u)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    return math.sqrt(vbv / vv)


t2 = time.perf_counter()
run(2, 1)
t3 = time.perf_counter()
result = run(N, ITERATIONS)
t4 = time.perf_counter()
print("%.9f" % result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
