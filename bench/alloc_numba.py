# alloc under Numba @njit: a compiled function that makes an 8 MB work
# array on every call, called 40 times from compiled code (320 MB made in
# all). Memory must stay flat: each call's array is given back when it
# returns. Output and timing lines as in sum_squares_numba.py.

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

N = 1_000_000
ROUNDS = 40


@numba.njit
def step(n, r):
    work = np.empty(n)
    for i in range(n):
        work[i] = (i + r) % 7
    s = 0.0
    for i in range(0, n, 1000):
        s += work[i]
    return s


@numba.njit
def run(n, rounds):
    total = 0.0
    for r in range(rounds):
        total += step(n, r)
    return total


t2 = time.perf_counter()
run(10, 1)
t3 = time.perf_counter()
result = run(N, ROUNDS)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
