# Comparisons give bool arrays.
import numpy as np
a = np.arange(5)
print(a < 2, a >= 3, a == 2, a != 2, 2 > a, a == a)
print(np.equal(a, 1), np.less_equal(a, 2.5), np.greater([1, 5], [3, 3]))
print(np.array([np.nan, 1.0]) == np.array([np.nan, 1.0]))

# expect: [ True  True False False False] [False False False  True  True] [False False  True False False] [ True  True False  True  True] [ True  True False False False] [ True  True  True  True  True]
# expect: [False  True False False False] [ True  True  True False False] [False  True]
# expect: [False  True]
