"""Numba's parallel CPU features: prange loops, @vectorize and @guvectorize
ufuncs, fastmath.

    tpy bench/parallel_numba.py          (or /usr/bin/python3 with Numba)

NUMBA_NUM_THREADS sets the threads. Prints `NAME seconds` per workload (the
best of 5 steady calls after a warm-up call) on stderr, checksums on stdout.
bench/parallel_compare.py runs it under tpy and Numba with 1 and 2 threads.
"""
import sys
import time
import numpy as np
from numba import guvectorize, njit, prange, vectorize

N = 10_000_000


@njit(parallel=True, fastmath=True)
def sum_of_squares(x):
    total = 0.0
    for i in prange(x.shape[0]):
        total += x[i] * x[i]
    return total


@njit(parallel=True, fastmath=True)
def normalize(x):
    m = 0.0
    for i in prange(x.shape[0]):
        m += x[i]
    m /= x.shape[0]
    s2 = 0.0
    for i in prange(x.shape[0]):
        diff = x[i] - m
        s2 += diff * diff
    s2 /= x.shape[0]
    s = np.sqrt(s2)
    for i in prange(x.shape[0]):
        x[i] = (x[i] - m) / s
    return x


@njit(parallel=True)
def array_axpy(a, x, y):
    return a * x + y


@njit(parallel=True)
def array_norm(x):
    return np.sqrt(np.sum(x ** 2))


@njit(fastmath=True)
def fastmath_sum(x):
    s = 0.0
    for i in range(x.shape[0]):
        s += x[i]
    return s


@vectorize(['float64(float64, float64)'])
def vadd(a, b):
    return a + b


@vectorize(['float64(float64)'])
def gauss(x):
    return np.exp(-x * x)


def _row_dot(a, b, r):
    acc = 0.0
    for i in range(a.shape[0]):
        acc += a[i] * b[i]
    r[0] = acc


row_dot = guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->()')(_row_dot)
row_dot_parallel = guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->()',
                               target='parallel')(_row_dot)


def best(fn, *args):
    fn(*args)
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        r = fn(*args)
        times.append(time.perf_counter() - t0)
    return min(times), r


def main():
    rng = np.random.RandomState(0)
    x = rng.rand(N)
    y = rng.rand(N)
    out = np.empty(N)
    rows = []
    t, r = best(sum_of_squares, x)
    rows.append(("prange_sum_of_squares", t, round(r, 3)))
    xc = x.copy()
    t, r = best(normalize, xc)
    rows.append(("prange_normalize", t, round(float(r[:3].sum()), 6)))
    t, r = best(array_axpy, 2.0, x, y)
    rows.append(("parallel_array_axpy", t, round(float(r[:5].sum()), 9)))
    t, r = best(array_norm, x)
    rows.append(("parallel_array_norm", t, round(r, 6)))
    t, r = best(fastmath_sum, x)
    rows.append(("fastmath_sum", t, round(r, 3)))
    t, r = best(vadd, x, y, out)
    rows.append(("vectorize_add", t, round(float(out[:5].sum()), 9)))
    t, r = best(np.add, x, y, out)
    rows.append(("numpy_add", t, round(float(out[:5].sum()), 9)))
    t, r = best(gauss, x, out)
    rows.append(("vectorize_gauss", t, round(float(out[:5].sum()), 9)))
    t, r = best(np.exp, x, out)
    rows.append(("numpy_exp", t, round(float(out[:5].sum()), 9)))
    # 1.25 million rows of 8: the per-row call is what is measured.
    a, b = x.reshape(-1, 8), y.reshape(-1, 8)
    t, r = best(row_dot, a, b)
    rows.append(("guvectorize_row_dot", t, round(float(r.sum()), 3)))
    t, r = best(row_dot_parallel, a, b)
    rows.append(("guvectorize_row_dot_parallel", t, round(float(r.sum()), 3)))
    for name, secs, check in rows:
        print(name, check)
        sys.stderr.write("%s %.6f\n" % (name, secs))


main()
