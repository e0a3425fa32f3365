# sum_squares under Numba @njit. Run with /usr/bin/python3. stdout: the same
# checksum as sum_squares.py; stderr: "NUMBA import=.. compile=.. steady=..",
# where compile is the first call on a tiny input and steady one full call.

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
t1 = time.perf_counter()

N = 200_000
ROUNDS = 200
MODULUS = 1_000_000_007


@numba.njit
def run(rounds, n):
    total = 0
    for r in range(rounds):
        s = 0
        for i in range(r, r + n):
            s += i * i
        total = (total + s) % MODULUS
    return total


t2 = time.perf_counter()
run(1, 1)
t3 = time.perf_counter()
result = run(ROUNDS, N)
t4 = time.perf_counter()
print(result)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
