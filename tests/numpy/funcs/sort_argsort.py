# sort/argsort along axes (NaN last), in-place a.sort().
import numpy as np
a = np.array([3, 1, 2, 5, 4])
print(np.sort(a), np.argsort(a), a)
m = np.array([[3, 1, 2], [9, 7, 8]])
print(np.sort(m), np.sort(m, axis=0), np.sort(m, axis=None), np.argsort(m, axis=1))
f = np.array([2.5, np.nan, -1.0, 0.0])
print(np.sort(f), np.argsort(f))
a.sort()
print(a)

# expect: [1 2 3 4 5] [1 2 0 4 3] [3 1 2 5 4]
# expect: [[1 2 3]
# expect:  [7 8 9]] [[3 1 2]
# expect:  [9 7 8]] [1 2 3 7 8 9] [[1 2 0]
# expect:  [1 2 0]]
# expect: [-1.   0.   2.5  nan] [2 3 0 1]
# expect: [1 2 3 4 5]
