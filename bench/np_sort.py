# np_sort: NumPy's sorting and set routines on 10 M elements, timed
# in-process (best of REPEATS). Runs unchanged under tpy and under CPython
# with NumPy: `build/tpy bench/np_sort.py`, `/usr/bin/python3 bench/np_sort.py`.
# Each line: "NAME MS CHECK". CHECK sums (part of) the result in float64, so
# a wrong answer shows up as a different CHECK.

import time
import numpy as np

N = 10_000_000
REPEATS = 5


def check(r):
    if isinstance(r, tuple):
        return sum(check(x) for x in r)
    return float(r.sum(dtype=np.float64)) if r.dtype != np.bool_ else float(r.sum())


def best_ms(f):
    best = None
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        r = f()
        t = time.perf_counter() - t0
        if best is None or t < best:
            best = t
    return best * 1000.0, check(r)


def main():
    rng = np.random.default_rng(12345)
    f = rng.uniform(0.0, 1.0, N)
    i = rng.integers(0, 1_000_000, N)
    few = rng.integers(0, 2_000_000, 10_000)
    ops = [
        ("sort(float64)", lambda: np.sort(f)),
        ("sort(int64)", lambda: np.sort(i)),
        ("argsort(float64)", lambda: np.argsort(f)),
        ("argsort(int64)", lambda: np.argsort(i)),
        ("sort(float64,stable)", lambda: np.sort(f, kind="stable")),
        ("unique(int64)", lambda: np.unique(i)),
        ("unique(int64,counts)", lambda: np.unique(i, return_counts=True)),
        ("unique(float64)", lambda: np.unique(f)),
        ("unique(float64,counts)", lambda: np.unique(f, return_counts=True)),
        ("isin(int64,10k)", lambda: np.isin(i, few)),
        ("isin(float64,10k)", lambda: np.isin(f, f[:10_000])),
    ]
    for name, op in ops:
        ms, c = best_ms(op)
        print("%s %.1f %.6g" % (name, ms, c))


main()
