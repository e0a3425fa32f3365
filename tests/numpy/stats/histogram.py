# np.histogram: bins as an int or edges, range=, density=, weights= (per
# block sums), dtypes of counts and edges, data outside the range, NaN with
# a given range, and the errors.
import numpy as np

x = np.array([1.0, 2.0, 2.5, 3.0, 4.0, 7.5, 9.0, 10.0])
print(np.histogram(x))
print(np.histogram(x, bins=3), np.histogram(x, bins=[0, 2, 5, 10]))
print(np.histogram(x, bins=4, range=(2, 8)), np.histogram(x, bins=[2.5, 3, 9]))
print(np.histogram(x, bins=5, density=True), np.histogram(x, bins=[0, 1, 5, 10], density=True))
print(np.histogram(x, bins=4, weights=np.arange(8) * 0.5), np.histogram(x, bins=[0, 5, 10], weights=np.ones(8)))
print(np.histogram([1, 2, 2, 3]), np.histogram(np.array([5, 5, 5])), np.histogram([]))
h, e = np.histogram(np.arange(10, dtype=np.float32), bins=4)
print(h, e, e.dtype, np.histogram(np.arange(5, dtype=np.int8))[1].dtype)
print(np.histogram([1, 2, 3], weights=np.array([1, 2, 3], dtype=np.int32))[0].dtype)
print(np.histogram(np.array([[1, 2], [3, 4]]), bins=2, weights=np.array([[1.0, 1.0], [2.0, 2.0]])))
print(np.histogram(np.array([0.5, np.nan, 2.0]), bins=2, range=(0, 2)))

rng = np.random.default_rng(2)
big = rng.standard_normal(200000)
h, e = np.histogram(big, bins=50)
print(h.sum(), h[:6], e[:3])
h2, _ = np.histogram(big, bins=np.linspace(-3, 3, 13))
print(h2)
hw, _ = np.histogram(big, bins=7, range=(-1, 1), weights=big)
print(hw)
# Weighted bins over given edges and densities: NumPy's sums, to the last bit.
wx, ww = rng.standard_normal(300), rng.uniform(0, 1, 300)
print(np.histogram(wx, bins=np.sort(rng.uniform(-2, 2, 12)), weights=ww, density=True)[0].tolist())
print(np.histogram(wx, bins=37, weights=ww, density=True)[0][10:16].tolist())
u = rng.integers(0, 1000, 100000)
print(np.histogram(u, bins=10)[0], np.histogram(u, bins=10, density=True)[0][:3])

for bad in [lambda: np.histogram([1, 2], bins=0), lambda: np.histogram([1, 2], bins=[2, 1]),
            lambda: np.histogram([1, 2], range=(2, 1)), lambda: np.histogram([1, np.nan]),
            lambda: np.histogram([1, 2], range=(0, np.inf)), lambda: np.histogram([1, 2], bins=2.5),
            lambda: np.histogram([1, 2], weights=[1, 2, 3]), lambda: np.histogram([1, 2], bins=[[1, 2]])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: (array([1, 2, 1, 1, 0, 0, 0, 1, 1, 1]), array([ 1. ,  1.9,  2.8,  3.7,  4.6,  5.5,  6.4,  7.3,  8.2,  9.1, 10. ]))
# expect: (array([4, 1, 3]), array([ 1.,  4.,  7., 10.])) (array([1, 4, 3]), array([ 0,  2,  5, 10]))
# expect: (array([3, 1, 0, 1]), array([2. , 3.5, 5. , 6.5, 8. ])) (array([1, 4]), array([2.5, 3. , 9. ]))
# expect: (array([0.20833333, 0.13888889, 0.        , 0.06944444, 0.13888889]), array([ 1. ,  2.8,  4.6,  6.4,  8.2, 10. ])) (array([0.     , 0.15625, 0.075  ]), array([ 0,  1,  5, 10]))
# expect: (array([3. , 2. , 2.5, 6.5]), array([ 1.  ,  3.25,  5.5 ,  7.75, 10.  ])) (array([5., 3.]), array([ 0,  5, 10]))
# expect: (array([1, 0, 0, 0, 0, 2, 0, 0, 0, 1]), array([1. , 1.2, 1.4, 1.6, 1.8, 2. , 2.2, 2.4, 2.6, 2.8, 3. ])) (array([0, 0, 0, 0, 0, 3, 0, 0, 0, 0]), array([4.5, 4.6, 4.7, 4.8, 4.9, 5. , 5.1, 5.2, 5.3, 5.4, 5.5])) (array([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), array([0. , 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1. ]))
# expect: [3 2 2 3] [0.   2.25 4.5  6.75 9.  ] float32 float64
# expect: int32
# expect: (array([2., 4.]), array([1. , 2.5, 4. ]))
# expect: (array([1, 1]), array([0., 1., 2.]))
# expect: 200000 [ 1  1  7  6 15 25] [-4.57790891 -4.38803106 -4.19815322]
# expect: [ 1020  3403  8820 18372 29784 38195 38732 29772 18405  8740  3288   942]
# expect: [-1.33193428e+04 -1.08946063e+04 -6.20917914e+03  6.38796354e+00
# expect:   6.31330183e+03  1.08466608e+04  1.34450007e+04]
# expect: [0.14129335228097606, 0.2905705249075953, 0.33003300228185334, 0.37968176100937007, 0.5152911096242401, 0.3600229386572304, 0.30393030530973936, 0.22729910135748446, 0.2652714238709444, 0.1884432440409814, 0.11972720222510154]
# expect: [0.06741771598811382, 0.2716775304772827, 0.27983822527427743, 0.2595377787753831, 0.21834188196812382, 0.3265938399409107]
# expect: [10033  9974 10126  9980 10085 10064  9974  9900  9828 10036] [0.0010043  0.0009984  0.00101361]
# expect: ValueError `bins` must be positive, when an integer
# expect: ValueError `bins` must increase monotonically, when an array
# expect: ValueError max must be larger than min in range parameter.
# expect: ValueError autodetected range of [nan, nan] is not finite
# expect: ValueError supplied range of [0, inf] is not finite
# expect: TypeError `bins` must be an integer, a string, or an array
# expect: ValueError weights should have the same shape as a.
# expect: ValueError `bins` must be 1d, when an array
