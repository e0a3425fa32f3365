# np.partition / argpartition with kth among the first three places of its
# search: NumPy selects those by swapping each next smallest forward, so the
# whole result (the other elements' order included) is NumPy's.
import numpy as np

a = np.array([31, 45, 27, 45, 38, 12, 27])
for k in (0, 1, 2):
    print(k, np.partition(a, k), np.argpartition(a, k))
print(np.partition(a, [0, 2]), np.partition(a, [1, 3, 4]))
f = np.array([2.5, np.nan, -1.0, 0.5, -1.0, 3.0])
print(np.partition(f, 1), np.argpartition(f, 2))
m = np.array([[5, 1, 4, 2], [0, 9, 3, 8], [7, 7, 6, 1]])
print(np.partition(m, 1, axis=1))
print(np.argpartition(m, 0, axis=0))
b = np.array([4.0, 2.0, 8.0, 6.0, 1.0])
b.partition(2)
print(b)

# expect: 0 [12 45 27 45 38 31 27] [5 1 2 3 4 0 6]
# expect: 1 [12 27 45 45 38 31 27] [5 2 1 3 4 0 6]
# expect: 2 [12 27 27 45 38 31 45] [5 2 6 3 4 0 1]
# expect: [12 27 27 45 38 31 45] [12 27 27 31 38 45 45]
# expect: [-1.  -1.   2.5  0.5  nan  3. ] [2 4 3 0 1 5]
# expect: [[1 2 4 5]
# expect:  [0 3 9 8]
# expect:  [1 6 7 7]]
# expect: [[1 0 1 2]
# expect:  [0 1 0 1]
# expect:  [2 2 2 0]]
# expect: [1. 2. 4. 6. 8.]
