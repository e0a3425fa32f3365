# searchsorted with left and right sides.
import numpy as np
s = np.array([1, 2, 2, 3, 5])
print(np.searchsorted(s, 2), np.searchsorted(s, 2, side='right'), np.searchsorted(s, [0, 4, 6]))
print(np.searchsorted(np.array([0.5, 1.5]), 1.0), np.searchsorted(s, np.array([[1, 5]])))

# expect: 1 3 [0 4 5]
# expect: 1 [[0 4]]
