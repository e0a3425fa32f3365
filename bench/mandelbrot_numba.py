# mandelbrot under Numba @njit (see sum_squares_numba.py for the protocol).

import sys
import time

t0 = time.perf_counter()
import numba  # noqa: E402
t1 = time.perf_counter()

WIDTH = 800
HEIGHT = 600
MAX_ITER = 100


@numba.njit
def run(width, height, max_iter):
    inside = 0
    total_iter = 0
    for y in range(height):
        ci = 2.5 * y / height - 1.25
        for x in range(width):
            cr = 3.0 * x / width - 2.25
            zr = 0.0
            zi = 0.0
            it = 0
            while it < max_iter:
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                it += 1
            total_iter += it
            if it == max_iter:
                inside += 1
    return inside, total_iter


t2 = time.perf_counter()
run(2, 2, 2)
t3 = time.perf_counter()
inside, total_iter = run(WIDTH, HEIGHT, MAX_ITER)
t4 = time.perf_counter()
print(inside, total_iter)
print("NUMBA import=%.4f compile=%.4f steady=%.6f" % (t1 - t0, t3 - t2, t4 - t3), file=sys.stderr)
