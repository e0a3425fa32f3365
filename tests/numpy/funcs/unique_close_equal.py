# unique (with counts), isclose/allclose, array_equal.
import numpy as np
print(np.unique([3, 1, 2, 3, 1]), np.unique(np.array([[2.5, 1.0], [2.5, 0.0]])))
vals, counts = np.unique([1, 1, 2, 5, 5, 5], return_counts=True)
print(vals, counts)
print(np.isclose([1.0, 2.0, np.nan], [1.0 + 1e-9, 2.1, np.nan]), np.isclose(1.0, 1.0 + 1e-6))
print(np.allclose([1.0, 2.0], [1.0, 2.0000001]), np.allclose([1.0], [1.1]), np.isclose([np.nan], [np.nan], equal_nan=True))
print(np.array_equal([1, 2], [1, 2]), np.array_equal([1, 2], [1, 3]), np.array_equal([1, 2], [[1, 2]]))

# expect: [1 2 3] [0.  1.  2.5]
# expect: [1 2 5] [2 1 3]
# expect: [ True False False] True
# expect: True False [ True]
# expect: True False False
