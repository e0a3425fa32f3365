# np_stats: order statistics and counting on 10 M float64 elements, timed
# in-process (best of REPEATS). Runs unchanged under tpy and under CPython
# with NumPy. Each line: "NAME MS CHECK"; CHECK is the result (summed in
# float64 for arrays) to 9 significant digits, so a wrong answer shows up
# as a different CHECK.

import time
import numpy as np

N = 10_000_000
REPEATS = 5


def check(r):
    if isinstance(r, tuple):
        return sum(check(x) for x in r)
    if isinstance(r, np.ndarray):
        return float(r.sum(dtype=np.float64))
    return float(r)


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
    rng = np.random.default_rng(12345)
    a = rng.standard_normal(N)
    k = (rng.uniform(0.0, 1000.0, N)).astype(np.int64)
    ops = [
        ("median", lambda: np.median(a)),
        ("median(odd)", lambda: np.median(a[1:])),
        ("percentile(5,50,95)", lambda: np.percentile(a, [5, 50, 95])),
        ("quantile(0.3,nearest)", lambda: np.quantile(a, 0.3, method="nearest")),
        ("nanmedian", lambda: np.nanmedian(a)),
        ("histogram(100)", lambda: np.histogram(a, bins=100)),
        ("histogram(edges)", lambda: np.histogram(a, bins=np.linspace(-3, 3, 61))),
        ("bincount", lambda: np.bincount(k)),
        ("bincount(weights)", lambda: np.bincount(k, weights=a)),
    ]
    for name, f in ops:
        ms = best_ms(f)
        print("%s %.2f %.9g" % (name, ms, check(f())))


main()
