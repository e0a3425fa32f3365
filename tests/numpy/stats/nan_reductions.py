# nansum, nanprod, nanmean, nanvar, nanstd, nanmax, nanmin, nanargmax,
# nanargmin, nancumsum, nancumprod: axis, keepdims, dtype, ddof, out=, integer
# inputs, float32 results, and the errors NumPy raises.
import numpy as np

a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [0.5, 2.5, 7.0]])
print(np.nansum(a), np.nansum(a, axis=0), np.nansum(a, axis=1, keepdims=True))
print(np.nanprod(a), np.nanprod(a, axis=1), np.nansum(a, dtype=np.float32))
print(np.nanmean(a), np.nanmean(a, axis=0), np.nanmean(a, axis=1, keepdims=True))
print(np.nanvar(a), np.nanvar(a, axis=0), np.nanvar(a, axis=1, ddof=1), np.nanstd(a), np.nanstd(a, axis=1, keepdims=True))
print(np.nanmax(a), np.nanmin(a), np.nanmax(a, axis=0), np.nanmin(a, axis=1, keepdims=True))
print(np.nanargmax(a), np.nanargmin(a), np.nanargmax(a, axis=0), np.nanargmin(a, axis=1))
print(np.nancumsum(a), np.nancumsum(a, axis=0), np.nancumprod(a, axis=1))
print(np.nancumsum([1, 2, 3]), np.nancumprod(np.array([[1, 2], [3, 4]]), axis=0))

i = np.array([[3, 1, 2], [9, 4, 6]])
print(np.nansum(i), np.nanmean(i, axis=0), np.nanvar(i), np.nanstd(i, axis=1), np.nanmax(i, axis=1), np.nanargmin(i))
f = np.array([1.5, np.nan, 2.25, 4.0], dtype=np.float32)
for r in (np.nansum(f), np.nanmean(f), np.nanvar(f), np.nanstd(f), np.nanmax(f), np.nanprod(f)):
    print(repr(r), np.asarray(r).dtype)
print(np.nanmean(f, dtype=np.float64), np.nancumsum(f).dtype)

rng = np.random.default_rng(11)
big = rng.standard_normal(100000)
big[::7] = np.nan
print(np.nansum(big), np.nanmean(big), np.nanvar(big), np.nanstd(big, ddof=1))
print(np.nanvar(np.array([1.0, np.nan]), ddof=1) if False else np.nanvar(np.array([1.0, 2.0, np.nan]), ddof=1))

o = np.zeros(3)
print(np.nansum(a, axis=1, out=o) is o, o)
o2 = np.zeros(3)
print(np.nanmax(a, axis=0, out=o2) is o2, o2, np.nanmean(a, axis=1, out=np.zeros(3)))
print(np.nanargmax(a, axis=1, keepdims=True))

for bad in [lambda: np.nanargmax(np.array([np.nan, np.nan])), lambda: np.nanargmin(np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1),
            lambda: np.nanmax(np.array([])), lambda: np.nansum(a, axis=2), lambda: np.nanmean(a, axis=(0, 0))]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(e)

# expect: 23.0 [ 5.5  7.5 10. ] [[ 4.]
# expect:  [ 9.]
# expect:  [10.]]
# expect: 525.0 [ 3.   20.    8.75] 23.0
# expect: 3.2857142857142856 [1.83333333 3.75       5.        ] [[2.        ]
# expect:  [4.5       ]
# expect:  [3.33333333]]
# expect: 4.418367346938775 [2.38888889 1.5625     4.        ] [ 2.          0.5        11.08333333] 2.101991281366023 [[1.        ]
# expect:  [0.5       ]
# expect:  [2.71825107]]
# expect: 7.0 0.5 [4. 5. 7.] [[1. ]
# expect:  [4. ]
# expect:  [0.5]]
# expect: 8 6 [1 1 2] [0 0 0]
# expect: [ 1.   1.   4.   8.  13.  13.  13.5 16.  23. ] [[ 1.   0.   3. ]
# expect:  [ 5.   5.   3. ]
# expect:  [ 5.5  7.5 10. ]] [[ 1.    1.    3.  ]
# expect:  [ 4.   20.   20.  ]
# expect:  [ 0.5   1.25  8.75]]
# expect: [1 3 6] [[1 2]
# expect:  [3 8]]
# expect: 25 [6.  2.5 4. ] 7.138888888888888 [0.81649658 2.05480467] [3 9] 1
# expect: 7.75 float32
# expect: 2.5833333 float32
# expect: 1.0972222 float32
# expect: 1.0474838 float32
# expect: 4.0 float32
# expect: 13.5 float32
# expect: 2.5833333333333335 float32
# expect: -30.34618256430834 -0.000354039976716853 1.001873143818687 1.000941972600824
# expect: 0.5
# expect: True [ 4.  9. 10.]
# expect: True [4. 5. 7.] [2.         4.5        3.33333333]
# expect: [[2]
# expect:  [1]
# expect:  [2]]
# expect: All-NaN slice encountered
# expect: All-NaN slice encountered
# expect: zero-size array to reduction operation fmax which has no identity
# expect: axis 2 is out of bounds for array of dimension 2
# expect: duplicate value in 'axis'
