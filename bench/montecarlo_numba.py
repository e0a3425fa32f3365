# montecarlo under Numba @njit: pi from 10 million pairs of
# np.random.random() draws inside the compiled loop (compiled code's own
# generator, seeded in it). Output and timing lines as in
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
    np.random.seed(42)
    inside = 0
    for i in range(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            inside += 1
    return 4.0 * inside / n


t2 = time.perf_counter()
run(10)
t3 = time.perf_counter()
result = run(N)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
