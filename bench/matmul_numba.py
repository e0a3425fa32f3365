# matmul under Numba @njit with explicit loops over 2-D NumPy arrays
# (no np.dot: the point is the compiled loop). See sum_squares_numba.py.

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

N = 320


@numba.njit
def make(n, p, q, r, scale):
    m = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            m[i, j] = ((i * p + j * q) % r - r // 2) * scale
    return m


@numba.njit
def run(n):
    a = make(n, 7, 3, 11, 0.25)
    b = make(n, 5, 2, 13, 0.5)
    bt = np.empty((n, n))
    for j in range(n):
        for k in range(n):
            bt[j, k] = b[k, j]
    c = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            s = 0.0
            for k in range(n):
                s += a[i, k] * bt[j, k]
            c[i, j] = s
    total = 0.0
    for i in range(n):
        for j in range(n):
            total += c[i, j]
    return total, c[n // 2, n // 3]


t2 = time.perf_counter()
run(3)
t3 = time.perf_counter()
total, probe = run(N)
t4 = time.perf_counter()
print("%.3f %.3f" % (total, probe))
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
