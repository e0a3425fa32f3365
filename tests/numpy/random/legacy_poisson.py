# RandomState's poisson: multiplication of uniforms below lam = 10, Hormann's
# PTRS from 10 up; lam's checks in NumPy's scalar and array wording.
import numpy as np
for seed in (0, 11, 2024):
    np.random.seed(seed)
    print(np.random.poisson(), np.random.poisson(3.5, 10))
    print(np.random.poisson(10.0, 6), np.random.poisson(1234.5, 4), np.random.poisson(0.0, 2))
    print(np.random.poisson([0.5, 50.0, 5e8], size=(2, 3)))
print(np.random.poisson(3, 3).dtype, type(np.random.poisson(3)).__name__)
for lam in (-1, float("nan"), 1e20, [1.0, -1.0], [float("nan")], [1e20, -1.0]):
    try:
        np.random.poisson(lam)
    except ValueError as e:
        print("ValueError:", e)

# expect: 2 [6 4 1 7 4 4 6 2 2 3]
# expect: [ 7 11 10  6 11  7] [1271 1274 1260 1212] [0 0]
# expect: [[        0        40 499994568]
# expect:  [        1        45 499964884]]
# expect: 0 [0 4 5 3 2 4 3 8 2 1]
# expect: [ 8  8 11  9  9  4] [1264 1255 1301 1220] [0 0]
# expect: [[        1        57 500056077]
# expect:  [        2        52 499997590]]
# expect: 2 [1 3 1 6 3 5 4 5 2 6]
# expect: [14 10 16 14  8 14] [1158 1255 1215 1276] [0 0]
# expect: [[        1        54 500003077]
# expect:  [        1        47 499975758]]
# expect: int64 int
# expect: ValueError: lam < 0 or lam is NaN
# expect: ValueError: lam < 0 or lam is NaN
# expect: ValueError: lam value too large
# expect: ValueError: lam < 0 or lam contains NaNs
# expect: ValueError: lam value too large
# expect: ValueError: lam value too large
