# sieve under Numba @njit on a NumPy bool array (see sum_squares_numba.py).

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
import numpy as np  # noqa: E402
t1 = time.perf_counter()

LIMIT = 3_000_000
ROUNDS = 6


@numba.njit
def sieve(n):
    flags = np.ones(n + 1, dtype=np.bool_)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for k in range(i * i, n + 1, i):
                flags[k] = False
        i += 1
    count = 0
    total = 0
    for k in range(n + 1):
        if flags[k]:
            count += 1
            total += k
    return count, total


@numba.njit
def run(limit, rounds):
    count = 0
    total = 0
    for r in range(rounds):
        c, t = sieve(limit - r)
        count += c
        total += t
    return count, total


t2 = time.perf_counter()
run(10, 1)
t3 = time.perf_counter()
count, total = run(LIMIT, ROUNDS)
t4 = time.perf_counter()
print(count, total)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
