# fib under Numba @njit, self-recursive (see sum_squares_numba.py).

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
t1 = time.perf_counter()

N = 35


@numba.njit
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


t2 = time.perf_counter()
fib(1)
t3 = time.perf_counter()
result = fib(N)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
