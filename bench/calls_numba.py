# calls under Numba @njit: a plain Python loop calls a small compiled
# function three million times (what a script that compiles its kernel
# but drives it from Python pays per call). Output and timing lines as in
# sum_squares_numba.py; "steady" is the whole loop of calls.

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
t1 = time.perf_counter()

N = 3_000_000


@numba.njit
def step(x, i):
    return (x * 31 + i) % 1000003


def drive(n):
    x = 1
    for i in range(n):
        x = step(x, i)
    return x


t2 = time.perf_counter()
step(1, 2)
t3 = time.perf_counter()
result = drive(N)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
