# np.lexsort: the last key is the primary one; ties fall to earlier keys,
# then to the original order. Keys of mixed dtypes, 2-d keys along an axis.
import numpy as np

first = np.array([3, 1, 2, 1, 3, 2])
last = np.array([1, 1, 2, 2, 1, 0])
print(np.lexsort((first, last)), np.lexsort([last, first]))
print(np.lexsort((np.array([0.5, 0.25, 0.5, np.nan]), np.array([1, 1, 1, 1]))))
k1 = np.array([[3, 1, 2], [1, 1, 1]])
k2 = np.array([[0, 0, 0], [2, 1, 2]])
print(np.lexsort((k1, k2)).tolist(), np.lexsort((k1, k2), axis=0).tolist())
print(np.lexsort(np.array([[1, 2, 1], [0, 0, 0]])), np.lexsort([np.array([True, False, True])]))
x = np.array([(i * 13) % 7 for i in range(50)])
y = np.array([(i * 5) % 3 for i in range(50)])
order = np.lexsort((x, y))
pairs = [(int(y[i]), int(x[i]), int(i)) for i in order]
print(order[:10], pairs == sorted(pairs), np.lexsort((x, y)).dtype)
print(np.lexsort([np.array(3)]), np.lexsort([[], []]))

# expect: [5 1 0 4 3 2] [1 3 5 2 0 4]
# expect: [1 0 2 3]
# expect: [[1, 2, 0], [1, 0, 2]] [[0, 0, 0], [1, 1, 1]]
# expect: [0 2 1] [1 0 2]
# expect: [ 0 21 42  6 27 48 12 33 18 39] True int64
# expect: 0 []
