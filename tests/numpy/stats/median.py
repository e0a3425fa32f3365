# np.median / np.nanmedian: axis (int, tuple, negative), keepdims, out=,
# result dtypes, NaN lanes, large arrays (the sampled selection path) with
# sorted, reversed, repeated and integer data.
import numpy as np

a = np.arange(24.0).reshape(2, 3, 4) ** 1.5
print(np.median(a), np.median(a, axis=0), np.median(a, axis=-1))
print(np.median(a, axis=(0, 2)), np.median(a, axis=1, keepdims=True).shape)
o = np.zeros((2, 3))
r = np.median(a, axis=2, out=o)
print(r is o, o)
f = np.array([3, 1, 2, 5], dtype=np.float32)
i = np.array([7, 1, 4, 2, 9])
b = np.array([True, False, True])
for x in (f, i, b, np.array([-100, 100], dtype=np.int8)):
    m = np.median(x)
    print(repr(m), np.asarray(m).dtype)
print(np.median(3), np.median([[1, 2], [3, 4]], axis=0))
print(np.median([1.0, np.nan, 3.0]), np.median(np.array([[1, np.nan], [2, 3]]), axis=1))
print(np.nanmedian([1.0, np.nan, 3.0, 10.0]), np.nanmedian(np.array([[1, np.nan, 5], [2, 3, 4]]), axis=1))
print(repr(np.nanmedian(np.array([1, np.nan, 2], dtype=np.float32))), np.nanmedian(i))

rng = np.random.default_rng(7)
big = rng.standard_normal(200001)
print(np.median(big), np.median(big[:-1]), np.median(np.sort(big)), np.median(np.sort(big)[::-1]))
rep = rng.integers(0, 5, 300000)
print(np.median(rep), np.median(rep.astype(np.float64)), np.median(np.ones(100000)))
big[::1000] = np.nan
print(np.median(big), np.nanmedian(big))
print(np.median(rng.integers(0, 2, 100000).astype(bool)))
# A period that matches the sampling stride: the sample misleads, the copy path answers.
per = np.tile(np.arange(50.0), 4096)
print(np.median(per), np.percentile(per, [10, 90]), np.quantile(per.astype(np.int32), 0.25, method='lower'))

for bad in [lambda: np.median(a, axis=3), lambda: np.median(a, axis=(0, 0))]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(e)

# expect: 39.02604603778123 [[20.78460969 23.93608329 27.60581527 31.64545131]
# expect:  [36.         40.63656776 45.53223541 50.66966955]
# expect:  [56.03506805 61.6170448  67.40596166 73.39349887]] [[ 1.91421356 12.93863917 29.3113883 ]
# expect:  [49.627685   73.230164   99.71161816]]
# expect: [23.3826859  41.26012959 62.9627959 ] (2, 1, 4)
# expect: True [[ 1.91421356 12.93863917 29.3113883 ]
# expect:  [49.627685   73.230164   99.71161816]]
# expect: 2.5 float32
# expect: 4.0 float64
# expect: 1.0 float64
# expect: 0.0 float64
# expect: 3.0 [2. 3.]
# expect: nan [nan 2.5]
# expect: 3.0 [3. 3.]
# expect: 1.5 4.0
# expect: 0.00028190107800293553 0.0002903922014124717 0.00028190107800293553 0.00028190107800293553
# expect: 2.0 2.0 1.0
# expect: nan 0.0003756356882885099
# expect: 0.0
# expect: 24.5 [ 4.9 44.1] 12
# expect: axis 3 is out of bounds for array of dimension 3
# expect: repeated axis
