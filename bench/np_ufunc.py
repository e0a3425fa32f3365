# np_ufunc: element-wise ufuncs and reductions on contiguous 10 M-element
# float64 and float32 arrays, timed in-process (best of REPEATS).
# Runs unchanged under tpy and under CPython with NumPy; scripts/bench.sh runs
# both and bench/np_report.py turns the two outputs into a table.
# Each line: "DTYPE OP MS CHECK". CHECK is the result summed in float64 and
# printed to 6 digits, so a wrong answer shows up as a different CHECK.

import time
import numpy as np

N = 10_000_000
REPEATS = 7

OPS = [
    ("a+b", lambda a, b: a + b),
    ("a-b", lambda a, b: a - b),
    ("a*b", lambda a, b: a * b),
    ("a/b", lambda a, b: a / b),
    ("a*2.5", lambda a, b: a * 2.5),
    ("sqrt(a)", lambda a, b: np.sqrt(a)),
    ("exp(a)", lambda a, b: np.exp(a)),
    ("log(a)", lambda a, b: np.log(a)),
    ("sin(a)", lambda a, b: np.sin(a)),
    ("cos(a)", lambda a, b: np.cos(a)),
    ("a.sum()", lambda a, b: a.sum()),
    ("a.mean()", lambda a, b: a.mean()),
    ("a.max()", lambda a, b: a.max()),
    ("a.min()", lambda a, b: a.min()),
    ("a.std()", lambda a, b: a.std()),
    ("dot(a,b)", lambda a, b: np.dot(a, b)),
]


def check(r):
    if isinstance(r, np.ndarray):
        return float(r.sum(dtype=np.float64))
    return float(r)


def best_ms(f, a, b):
    best = None
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        r = f(a, b)
        t = time.perf_counter() - t0
        del r
        if best is None or t < best:
            best = t
    return best * 1000.0


def main():
    rng = np.random.default_rng(12345)
    base_a = rng.uniform(0.5, 2.0, N)
    base_b = rng.uniform(0.5, 2.0, N)
    for dtype in (np.float64, np.float32):
        a = base_a.astype(dtype)
        b = base_b.astype(dtype)
        for name, f in OPS:
            ms = best_ms(f, a, b)
            print("%s %s %.2f %.6e" % (np.dtype(dtype).name, name, ms, check(f(a, b))))


main()
