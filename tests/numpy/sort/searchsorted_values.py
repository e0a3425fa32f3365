# searchsorted on sorted arrays of floats (NaN last, signed zeros, empty and
# one-element arrays), ints, bools and complex, against keys on every side.
import numpy as np
rng = np.random.default_rng(5)
for s in [np.array([]), np.array([1.0]), np.sort(rng.integers(0, 20, 57)).astype(float), np.array([1.0, 2.0, np.nan, np.nan]), np.sort(rng.integers(-5, 5, 100)), np.array([0.0, -0.0, 0.0, 1.0])]:
    keys = np.array([-10, -0.0, 0.0, 0.5, 1, 2, 3, 5, 19, 20, 100, np.nan, np.inf, -np.inf])
    if s.dtype.kind == 'i':
        keys = np.array([-10, -6, -5, -1, 0, 1, 4, 5, 6])
    print(np.searchsorted(s, keys).tolist(), np.searchsorted(s, keys, 'right').tolist())
print(np.searchsorted(np.array([True, True, False][::-1]), [False, True]), np.searchsorted(np.array([1+1j, 2+0j]), [1+2j, 2]))

# expect: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
# expect: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0] [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]
# expect: [0, 0, 0, 4, 4, 7, 11, 16, 53, 57, 57, 57, 57, 0] [0, 4, 4, 4, 7, 11, 14, 21, 57, 57, 57, 57, 57, 0]
# expect: [0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 0] [0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 4, 2, 0]
# expect: [0, 0, 0, 46, 50, 57, 89, 100, 100] [0, 0, 8, 50, 57, 70, 100, 100, 100]
# expect: [0, 0, 0, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 0] [0, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0]
# expect: [0 1] [1 1]
