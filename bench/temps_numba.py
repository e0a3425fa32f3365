# temps under Numba @njit: a compiled loop that makes temporary arrays on
# every one of its 10 million iterations (np.full and an array
# expression). Memory must stay flat. Output and timing lines as in
# sum_squares_numba.py.

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

N = 10_000_000


@numba.njit
def run(n):
    s = 0.0
    for i in range(n):
        a = np.full(3, (i % 1000) * 0.5)
        b = a * 2.0 + 1.0
        s += b[0] + b[2] - a[1]
    return s


t2 = time.perf_counter()
run(10)
t3 = time.perf_counter()
result = run(N)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
