# np_linalg: BLAS and LAPACK through NumPy's API, timed in-process (best of
# REPEATS): a 1000x1000 float64 matmul, solve and inv, an SVD. Runs
# unchanged under tpy and under CPython with NumPy (both on Debian's
# OpenBLAS; OPENBLAS_NUM_THREADS sets the threads of both).
# Each line: "NAME MS CHECK". CHECK is a residual or a sum of the result,
# printed to 6 digits, so a wrong answer shows up as a different CHECK.

import time
import numpy as np

REPEATS = 5


def best_ms(f):
    best = None
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        r = f()
        t = time.perf_counter() - t0
        del r
        if best is None or t < best:
            best = t
    return best * 1000.0


def main():
    rng = np.random.default_rng(2024)
    a = rng.standard_normal((1000, 1000))
    b = rng.standard_normal((1000, 1000))
    v = rng.standard_normal(1000)
    m500 = rng.standard_normal((500, 500)) + 500 * np.eye(500)
    m300 = rng.standard_normal((300, 300))
    cases = [
        ("matmul_1000", lambda: a @ b, lambda r: float((r * r).sum() / 1e9)),
        ("solve_1000", lambda: np.linalg.solve(a, v), lambda r: float(np.linalg.norm(a @ r - v) < 1e-8)),
        ("inv_500", lambda: np.linalg.inv(m500), lambda r: float(np.linalg.norm(m500 @ r - np.eye(500)) < 1e-10)),
        ("svd_300", lambda: np.linalg.svd(m300), lambda r: float(r[1].sum())),
    ]
    for name, f, check in cases:
        ms = best_ms(f)
        print("%s %.2f %.6e" % (name, ms, check(f())))


main()
