# fastmath=True reductions over contiguous float64 arrays run on SIMD lanes
# (tpy: a whole number of vectors, then the loop finishes the rest): sums,
# products, min/max, subtraction, several reductions at once, offsets
# a[i + 1], loop-invariant values, abs/sqrt/negation, loops that start
# late, lengths around the vector width; float32 and strided arrays run as
# before. Results equal the plain loop's up to rounding.
import numpy as np
from numba import njit, prange


def many_body(x, y, c):
    s = 0.0
    d = 0.0
    p = 1.0
    hi = -np.inf
    lo = np.inf
    neg = 0.0
    for i in range(x.shape[0]):
        s += (x[i] - c) * (x[i] - c)
        d += x[i] * y[i]
        p *= 1.0 + x[i] * 1e-3
        hi = max(hi, x[i] - y[i])
        lo = min(lo, np.sqrt(abs(x[i] - c)))
        neg -= -x[i] / 2.0
    return s, d, p, hi, lo, neg


many = njit(fastmath=True)(many_body)
many_plain = njit(many_body)


@njit(fastmath=True)
def nested_division(x, d1, d2):
    p = 1.0
    for i in range(x.shape[0]):
        p *= 1.0 + 0.001 * ((0.5 - x[i]) / d1) / d2
    return p


@njit(fastmath=True)
def steps(x, start):
    s = 0.0
    for i in range(start, x.shape[0] - 1):
        s += x[i + 1] - x[i]
    return s


@njit(fastmath=True)
def count_constant(n):
    a = np.ones(n)
    s = 0.0
    for i in range(n):
        s += 0.5
    return s + a.sum()


@njit(fastmath=True, parallel=True)
def par_dot(x, y):
    s = 0.0
    for i in prange(x.shape[0]):
        s += x[i] * y[i]
    return s


def close(a, b):
    return all(abs(u - v) <= 1e-9 * max(1.0, abs(v)) for u, v in zip(a, b))


rng = np.random.RandomState(7)
for n in (0, 1, 7, 15, 16, 31, 32, 33, 47, 64, 100, 257, 1000, 4099):
    x = rng.rand(n) * 4 - 1
    y = rng.rand(n)
    got = many(x, y, 0.25)
    print(n, close(got, many_plain(x, y, 0.25)), [round(v, 6) for v in got])
    print(n, round(steps(x, 0), 9), round(steps(x, 3), 9), count_constant(n), round(par_dot(x, y), 6),
          round(nested_division(x, 1.5, 2.5), 9))
x32 = (np.arange(100) * 0.5).astype(np.float32)
print(many(x32, x32, 0.25)[0], steps(x32, 0))
xs = np.arange(300.0)[::3]
print(many(xs, xs, 0.25)[:2], steps(xs, 1))

# expect: 0 False [0.0, 0.0, 1.0, -inf, inf, 0.0]
# expect: 0 0.0 0.0 0.0 0.0 1.0
# expect: 1 True [0.892584, -0.541862, 0.999305, -1.474686, 0.971991, -0.347383]
# expect: 1 0.0 0.0 1.5 -0.541862 1.000318604
# expect: 7 True [12.38449, 4.37137, 1.007097, 2.108219, 0.419814, 3.539941]
# expect: 7 -0.679881005 -1.080227561 10.5 4.37137 0.99904546
# expect: 15 True [29.343823, 8.295854, 1.015537, 2.360464, 0.573401, 7.717642]
# expect: 15 -0.034145053 0.719799451 22.5 8.295854 0.997885294
# expect: 16 True [28.686356, 8.037901, 1.017428, 2.684997, 0.634009, 8.647914]
# expect: 16 1.079688101 -0.232820074 24.0 8.037901 0.997523365
# expect: 31 True [63.544837, 18.812985, 1.037071, 2.586922, 0.218414, 18.22001]
# expect: 31 -1.269131578 -1.631033989 46.5 18.812985 0.994429748
# expect: 32 True [59.479952, 10.538248, 1.021839, 2.863354, 0.274643, 10.818995]
# expect: 32 -1.71632677 -0.643605558 48.0 10.538248 0.998495725
# expect: 33 True [67.451447, 17.221209, 1.038106, 2.722186, 0.139218, 18.719844]
# expect: 33 -1.25674696 -1.690703901 49.5 17.221209 0.994429702
# expect: 47 True [99.491222, 20.181355, 1.040028, 2.635816, 0.235971, 19.652853]
# expect: 47 -0.121880463 -2.679335092 70.5 20.181355 0.995790876
# expect: 64 True [147.763768, 34.92572, 1.082297, 2.945651, 0.34618, 39.588499]
# expect: 64 -0.195312593 3.075152396 96.0 34.92572 0.987494051
# expect: 100 True [191.983183, 39.548718, 1.09882, 2.854778, 0.135752, 47.176795]
# expect: 100 -1.206671886 -1.882415737 150.0 39.548718 0.988236299
# expect: 257 True [457.457741, 135.991233, 1.298445, 2.697299, 0.049033, 130.726667]
# expect: 257 1.044910654 -1.064749731 385.5 135.991233 0.965154047
# expect: 1000 True [1860.849353, 486.750554, 2.636414, 2.93298, 0.026383, 485.279902]
# expect: 1000 -2.05424747 -0.873806687 1500.0 486.750554 0.882022067
# expect: 4099 True [7898.333676, 2049.026553, 61.253864, 2.951915, 0.030396, 2059.935505]
# expect: 4099 1.420381849 0.67657322 6148.5 2049.026553 0.575604833
# expect: 80856.25 49.5
# expect: (2947731.25, 2955150.0) 294.0
