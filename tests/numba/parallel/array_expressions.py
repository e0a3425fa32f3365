# parallel=True runs the loops of array expressions and reductions over
# arrays on the thread pool when they are long (a * x + y, np.sqrt(...),
# np.sum(a ** 2), comparisons and their sums, np.zeros/np.ones filled):
# the results do not depend on the number of threads; short arrays give
# the same results on the calling thread.
import numpy as np
import numba
from numba import njit


@njit(parallel=True)
def axpy(a, x, y):
    return a * x + y


@njit(parallel=True)
def norm2(x):
    return np.sqrt(np.sum(x ** 2))


@njit(parallel=True)
def count_above(x, t):
    return (x > t).sum()


@njit(parallel=True)
def shifted_roots(x):
    r = np.sqrt(x) + 1.0
    z = np.zeros(x.shape[0])
    o = np.ones(x.shape[0])
    return r + z * o


@njit(parallel=True)
def stats(m):
    return m.sum(), m.max(), m.min(), (m * 2).mean()


x = np.arange(100_000) % 97 / 7.0
y = np.arange(100_000) % 13 / 3.0
m = x.reshape(400, 250)
for threads in (1, 2):
    numba.set_num_threads(threads)
    r = axpy(2.0, x, y)
    print(threads, r[:3], round(float(r.sum()), 4))
    print(threads, round(norm2(x), 6), count_above(x, 5.0), round(float(shifted_roots(x).sum()), 4))
    print(threads, [round(float(v), 6) for v in stats(m)])
print(axpy(1.0, np.arange(3.0), np.ones(3)), norm2(np.array([3.0, 4.0])), count_above(np.arange(5.0), 2.5))

# expect: 1 [0.         0.61904762 1.23809524] 1571332.5714
# expect: 1 2510.22824 62884 346161.4294
# expect: 1 [685669.285714, 13.714286, 0.0, 13.713386]
# expect: 2 [0.         0.61904762 1.23809524] 1571332.5714
# expect: 2 2510.22824 62884 346161.4294
# expect: 2 [685669.285714, 13.714286, 0.0, 13.713386]
# expect: [1. 2. 3.] 5.0 2
