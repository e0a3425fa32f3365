# np.percentile / np.quantile / nan-forms: every method of NumPy 1.24,
# q scalar, list and 2-d, axis, keepdims, out=, dtypes and errors.
import numpy as np

methods = ['inverted_cdf', 'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf',
           'hazen', 'weibull', 'median_unbiased', 'normal_unbiased', 'lower', 'higher', 'nearest',
           'midpoint', 'linear']
qs = [0, 0.1, 0.25, 0.5, 0.55, 0.9, 1]
for m in methods:
    print(m, np.quantile(np.arange(7), qs, method=m), np.quantile(np.arange(8), qs, method=m))
    r = np.quantile(np.arange(7.0, dtype=np.float32) * 1.5, 0.37, method=m)
    print(repr(r), np.asarray(r).dtype)

x = np.array([[10, 7, 4], [3, 2, 1]])
print(np.percentile(x, 50), np.percentile(x, 50, axis=0), np.percentile(x, [25, 75], axis=1))
print(np.percentile(x, 50, axis=1, keepdims=True), np.quantile(x, [[0.5, 0.25]]).shape)
print(np.percentile(x, [10, 90], axis=(0, 1), keepdims=True).shape)
o = np.zeros(3)
print(np.percentile(x, 40, axis=0, out=o) is o, o)
print(repr(np.percentile(np.array([-100, 100], dtype=np.int8), 50)))
f = np.array([1e-8, 1, 3], dtype=np.float32)
print(repr(np.quantile(f, 0.3)), repr(np.quantile(f.astype(np.float64), 0.3)))
print(np.quantile(np.array([True, False, True]), 0.5, method='lower'))

nanx = np.array([[1, np.nan, 5, 2], [2, 3, 4, 8]])
print(np.percentile(nanx, 50, axis=1), np.nanpercentile(nanx, [25, 75], axis=1))
print(np.nanquantile(nanx, 0.5, axis=1, method='nearest'), np.nanquantile(nanx, 0.3))

rng = np.random.default_rng(3)
big = rng.standard_normal(150000)
print(np.percentile(big, [1, 5, 33.3, 50, 95, 99]))
print(np.quantile(big, [0.001, 0.999], method='nearest'), np.quantile(big.reshape(3, 50000), 0.7, axis=1))
ints = rng.integers(-50, 50, 100000)
print(np.percentile(ints, [0, 12.5, 50, 100]), np.quantile(ints, 0.25, method='higher'))

bad = [lambda: np.quantile([1, 2], 0.5, method='foo'), lambda: np.quantile([1, 2], 1.5),
       lambda: np.percentile([1, 2], -1), lambda: np.percentile([1, 2], np.zeros((1, 1, 1))),
       lambda: np.quantile(np.array([True, False]), 0.5), lambda: np.percentile(x, 50, axis=2),
       lambda: np.quantile([], 0.5)]
for f in bad:
    try:
        f()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__ if type(e).__name__ != 'AxisError' else 'IndexError', e)

# expect: inverted_cdf [0 0 1 3 3 6 6] [0 0 1 3 4 7 7]
# expect: 3.0 float32
# expect: averaged_inverted_cdf [0. 0. 1. 3. 3. 6. 6.] [0.  0.  1.5 3.5 4.  7.  7. ]
# expect: 3.0 float64
# expect: closest_observation [0 0 1 2 3 5 6] [0 0 1 3 3 6 7]
# expect: 3.0 float32
# expect: interpolated_inverted_cdf [0.   0.   0.75 2.5  2.85 5.3  6.  ] [0.  0.  1.  3.  3.4 6.2 7. ]
# expect: 2.385 float64
# expect: hazen [0.   0.2  1.25 3.   3.35 5.8  6.  ] [0.  0.3 1.5 3.5 3.9 6.7 7. ]
# expect: 3.135 float64
# expect: weibull [0.  0.  1.  3.  3.4 6.  6. ] [0.   0.   1.25 3.5  3.95 7.   7.  ]
# expect: 2.94 float64
# expect: median_unbiased [0.         0.06666667 1.16666667 3.         3.36666667 5.93333333
# expect:  6.        ] [0.         0.16666667 1.41666667 3.5        3.91666667 6.83333333
# expect:  7.        ]
# expect: 3.0699999999999994 float64
# expect: normal_unbiased [0.     0.1    1.1875 3.     3.3625 5.9    6.    ] [0.     0.2    1.4375 3.5    3.9125 6.8    7.    ]
# expect: 3.08625 float64
# expect: lower [0 0 1 3 3 5 6] [0 0 1 3 3 6 7]
# expect: 3.0 float32
# expect: higher [0 1 2 3 4 6 6] [0 1 2 4 4 7 7]
# expect: 4.5 float32
# expect: nearest [0 1 2 3 3 5 6] [0 1 2 4 4 6 7]
# expect: 3.0 float32
# expect: midpoint [0.  0.5 1.5 3.  3.5 5.5 6. ] [0.  0.5 1.5 3.5 3.5 6.5 7. ]
# expect: 3.75 float64
# expect: linear [0.  0.6 1.5 3.  3.3 5.4 6. ] [0.   0.7  1.75 3.5  3.85 6.3  7.  ]
# expect: 3.3299999999999996 float64
# expect: 3.5 [6.5 4.5 2.5] [[5.5 1.5]
# expect:  [8.5 2.5]]
# expect: [[7.]
# expect:  [2.]] (1, 2)
# expect: (2, 1, 1)
# expect: True [5.8 4.  2.2]
# expect: 128.0
# expect: 0.6 0.600000004
# expect: True
# expect: [nan 3.5] [[1.5  2.75]
# expect:  [3.5  5.  ]]
# expect: [2. 4.] 2.0
# expect: [-2.32452443e+00 -1.64032820e+00 -4.29312916e-01  9.99057836e-04
# expect:   1.64077565e+00  2.32688434e+00]
# expect: [-3.08379831  3.07890011] [0.52770374 0.52057993 0.52660743]
# expect: [-50. -38.  -1.  49.] -25
# expect: ValueError 'foo' is not a valid method. Use one of: dict_keys(['inverted_cdf', 'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf', 'hazen', 'weibull', 'linear', 'median_unbiased', 'normal_unbiased', 'lower', 'higher', 'midpoint', 'nearest'])
# expect: ValueError Quantiles must be in the range [0, 1]
# expect: ValueError Percentiles must be in the range [0, 100]
# expect: ValueError q must be a scalar or 1d
# expect: TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: IndexError axis 2 is out of bounds for array of dimension 2
# expect: IndexError cannot do a non-empty take from an empty axes.
