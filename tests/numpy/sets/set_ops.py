# intersect1d (assume_unique, return_indices), union1d, setdiff1d,
# setxor1d: sorted results, promotion, NaN handling, flattening.
import numpy as np

a = np.array([[5, 1, 3], [3, 9, 1]])
b = [3, 4, 5, 5, 7]
print(np.intersect1d(a, b), np.union1d(a, b), np.setdiff1d(a, b), np.setxor1d(a, b))
print(np.intersect1d(a, b, return_indices=True))
print(np.intersect1d([1, 2, 3, 4], [4, 3, 9], assume_unique=True, return_indices=True))
print(np.intersect1d([1, 1, 2], [1], assume_unique=True), np.intersect1d([1, 2, 3], [2.5, 3.0], return_indices=True))
print(np.union1d([1, 2], [2.5]), np.union1d([[3]], [[1, 3]]), np.setdiff1d([1, 2, 3], [2.0]).dtype)
print(np.setdiff1d([5, 3, 1], [3], assume_unique=True), np.setdiff1d([3, 3, 1, 7], [], assume_unique=False))
print(np.setxor1d([1, 2, 2, 5], [2, 3, 5, 6]), np.setxor1d([1, 2, 5], [2, 3, 6], assume_unique=True))
n = [np.nan, 1.0, np.nan, 2.0]
print(np.intersect1d(n, [np.nan, 2.0]), np.union1d(n, [np.nan]), np.setdiff1d(n, [np.nan]), np.setxor1d(n, [np.nan, 3.0]))
print(np.intersect1d([], [1]), np.union1d([], []), np.setdiff1d([], [1]), np.setxor1d([], []))
print(np.intersect1d(np.array([1, 2], dtype=np.int8), np.array([2, 300], dtype=np.int16)).dtype)
x = np.array([(i * 37) % 500 for i in range(3000)])
y = np.array([(i * 11) % 700 for i in range(2000)])
i1, ia, ib = np.intersect1d(x, y, return_indices=True)
print(len(i1), np.array_equal(x[ia], i1), np.array_equal(y[ib], i1), ia[:4], ib[:4])
print(len(np.union1d(x, y)), len(np.setdiff1d(x, y)), len(np.setxor1d(x, y)))

# expect: [3 5] [1 3 4 5 7 9] [1 9] [1 4 7 9]
# expect: (array([3, 5]), array([2, 0]), array([0, 2]))
# expect: (array([3, 4]), array([2, 3]), array([1, 0]))
# expect: [1 1] (array([3.]), array([2]), array([1]))
# expect: [1.  2.  2.5] [1 3] int64
# expect: [5 1] [1 3 7]
# expect: [1 3 6] [1 3 5 6]
# expect: [2.] [ 1.  2. nan] [ 1.  2. nan] [ 1.  2.  3. nan nan]
# expect: [] [] [] []
# expect: int16
# expect: 500 True True [  0 473 446 419] [  0 191 382 573]
# expect: 700 0 200
