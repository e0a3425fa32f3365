# searchsorted: side, sorter, the method, and NumPy's errors.
import numpy as np

a = np.array([1, 2, 2, 3, 5])
print(np.searchsorted(a, [2, 5, 0, 9]), np.searchsorted(a, [2, 5], side="right"), np.searchsorted(a, 2.5))
u = np.array([30, 10, 20, 10])
order = np.argsort(u, kind="stable")
print(np.searchsorted(u, [10, 25], sorter=order), np.searchsorted(u, 10, "right", order))
print(a.searchsorted([2, 3]), a.searchsorted(3, side="right"), u.searchsorted(20, sorter=[1, 3, 2, 0]))
print(np.searchsorted([3, 1, 2], 2, sorter=np.array([1, 2, 0], dtype=np.int32)), a.searchsorted([[1, 4], [6, 0]]).tolist())
tests = [
    lambda: np.searchsorted([1, 2], 1, side="x"), lambda: np.searchsorted([1, 2], 1, side=3),
    lambda: np.searchsorted([3, 1, 2], 2, sorter=[1, 2]), lambda: np.searchsorted([3, 1, 2], 2, sorter=[1.0, 2, 0]),
    lambda: np.searchsorted([[1, 2]], 1),
]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(e)
# expect: [1 4 0 5] [3 5] 3
# expect: [0 3] 2
# expect: [1 3] 4 2
# expect: 1 [[0, 4], [5, 0]]
# expect: search side must be 'left' or 'right' (got 'x')
# expect: search side must be str, not int
# expect: sorter.size must equal a.size
# expect: sorter must only contain integers
# expect: object too deep for desired array
