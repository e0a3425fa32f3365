# np.unique merges NaNs unless equal_nan=False (and 0.0 with -0.0);
# np.flatnonzero gives the flat indices of the nonzero elements.
import numpy as np

a = np.array([2.5, np.nan, 1.0, np.nan, 0.0, -0.0])
print(np.unique(a))
print(np.unique(a, equal_nan=False))
print(np.flatnonzero(np.array([[0, 1], [2, 0]])))
print(np.flatnonzero(np.array([0.0, np.nan])), np.flatnonzero(0))

# expect: [0.  1.  2.5 nan]
# expect: [0.  1.  2.5 nan nan]
# expect: [1 2]
# expect: [1] []
