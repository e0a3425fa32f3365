# fastmath=True lets float reductions be reassociated (tpy runs them on
# four accumulators) and a division by a value from before the loop be a
# multiplication by its reciprocal: results equal the plain loop's up to
# rounding, for every length around the unrolled trip (0..9) and beyond.
import numpy as np
from numba import njit


@njit(fastmath=True)
def dot_prod(x, y):
    s = 0.0
    p = 1.0
    lo = np.inf
    for i in range(x.shape[0]):
        s += x[i] * y[i]
        p *= 1.0 + x[i] * 1e-3
        lo = min(lo, x[i] - y[i])
    return s, p, lo


@njit(fastmath=True)
def scaled(x, d):
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = (x[i] + 1.0) / d
    return out


@njit
def dot_plain(x, y):
    s = 0.0
    p = 1.0
    lo = np.inf
    for i in range(x.shape[0]):
        s += x[i] * y[i]
        p *= 1.0 + x[i] * 1e-3
        lo = min(lo, x[i] - y[i])
    return s, p, lo


for n in (0, 1, 3, 4, 5, 7, 8, 9, 1001):
    x = np.sin(np.arange(n) * 0.7) * 3.0
    y = np.cos(np.arange(n) * 0.3)
    f, g = dot_prod(x, y), dot_plain(x, y)
    print(n, [bool(np.isclose(a, b, rtol=1e-12, atol=1e-12)) for a, b in zip(f, g)], round(f[0], 9))
print(np.allclose(scaled(np.arange(6.0), 3.0), (np.arange(6.0) + 1.0) / 3.0, rtol=1e-15), scaled(np.arange(3.0), 4.0))

# expect: 0 [True, True, True] 0.0
# expect: 1 [True, True, True] 0.0
# expect: 3 [True, True, True] 4.286314267
# expect: 4 [True, True, True] 5.896052908
# expect: 5 [True, True, True] 6.26020957
# expect: 7 [True, True, True] 6.779840822
# expect: 8 [True, True, True] 8.267802945
# expect: 9 [True, True, True] 9.6642791
# expect: 1001 [True, True, True] 6.226157234
# expect: True [0.25 0.5  0.75]
