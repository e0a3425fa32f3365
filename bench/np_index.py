# np_index: boolean-mask and integer-array ("fancy") indexing and assignment
# on 2 M- and 10 M-element float64 arrays (1-d and 2-d), timed in-process
# (best of REPEATS). Runs unchanged under tpy and CPython with NumPy.
# Each line: "NAME MS CHECK". CHECK is the result (or the assigned array)
# summed in float64, printed to 6 digits: a wrong answer shows as a
# different CHECK.

import time
import numpy as np

REPEATS = 7


def check(r):
    if isinstance(r, np.ndarray):
        return float(r.sum(dtype=np.float64))
    return float(r)


def best_ms(f):
    best = None
    r = None
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        r = f()
        t = time.perf_counter() - t0
        if best is None or t < best:
            best = t
    return best * 1000.0, r


def main():
    rng = np.random.default_rng(2024)
    n = 2_000_000
    a = rng.standard_normal(n)
    mask = a > 0.3
    a2 = rng.standard_normal((2000, 1000))
    mask2 = a2 > 0.3
    rows = a2[:, 0] > 0
    big = rng.standard_normal(10_000_000)
    idx = rng.integers(0, big.size, 10_000_000)
    ridx = rng.integers(0, 2000, 1000)
    cidx = rng.integers(0, 1000, 500)
    i1 = rng.integers(0, 2000, 1_000_000)
    i2 = rng.integers(0, 1000, 1_000_000)
    vals = rng.standard_normal(int(mask.sum()))
    b = a.copy()
    b2 = a2.copy()
    c = big.copy()

    def set_mask_scalar():
        b[mask] = 0.5
        return b

    def set_mask_array():
        b[mask] = vals
        return b

    def set_mask2():
        b2[mask2] = 1.5
        return b2

    def set_rows():
        b2[rows] = 2.0
        return b2

    def set_idx():
        c[idx] = 1.0
        return c

    def set_idx_arr():
        c[idx] = big
        return c

    def set_cols():
        b2[:, cidx] = 3.0
        return b2

    cases = [
        ("a[mask]_2M", lambda: a[mask]),
        ("a[a>0]_2M", lambda: a[a > 0]),
        ("a2[mask2]_2M", lambda: a2[mask2]),
        ("a2[rows]_2M", lambda: a2[rows]),
        ("a[mask]=s_2M", set_mask_scalar),
        ("a[mask]=v_2M", set_mask_array),
        ("a2[mask2]=s_2M", set_mask2),
        ("a2[rows]=s_2M", set_rows),
        ("a[idx]_10M", lambda: big[idx]),
        ("a[idx]=s_10M", set_idx),
        ("a[idx]=v_10M", set_idx_arr),
        ("a2[ridx]_1M", lambda: a2[ridx]),
        ("a2[:,cidx]_1M", lambda: a2[:, cidx]),
        ("a2[:,cidx]=s_1M", set_cols),
        ("a2[i1,i2]_1M", lambda: a2[i1, i2]),
    ]
    for name, f in cases:
        ms, r = best_ms(f)
        print("%s %.3f %.6g" % (name, ms, check(r)))


main()
