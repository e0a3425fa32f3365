# Boolean scalars inside an index tuple are 0-d boolean masks: each adds an
# axis of length 1 (True) or 0 (False), taken as an advanced index that
# broadcasts with the others.
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
keys = [
    (True, 0), (0, True), (False, 0), (..., True), (True, ..., False), (None, True, 1),
    (True, [0, 1]), (True, 0, 1), (True, 0, 1, 2), (np.True_, slice(1, 3)), (np.array(True), 1),
    (np.False_, 1), (1, True, slice(None), [0, 3]), (True, True), (True, False),
]
for k in keys:
    r = a[k]
    print(k, r.shape, r.ravel().tolist())
print(a[np.True_].shape, a[np.False_].shape, type(np.True_).__name__, np.True_, np.False_)

b = np.arange(6).reshape(2, 3)
b[True, 0] = 9
print(b.tolist())
b[False] = 100
print(b.tolist())
b[..., True] = 7
print(b.tolist())
try:
    a[True, 0, 1, 2, 3]
except IndexError as e:
    print("IndexError:", e)

# expect: (True, 0) (1, 3, 4) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
# expect: (0, True) (1, 3, 4) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
# expect: (False, 0) (0, 3, 4) []
# expect: (Ellipsis, True) (2, 3, 4, 1) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (True, Ellipsis, False) (0, 2, 3, 4) []
# expect: (None, True, 1) (1, 1, 3, 4) [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (True, [0, 1]) (2, 3, 4) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (True, 0, 1) (1, 4) [4, 5, 6, 7]
# expect: (True, 0, 1, 2) (1,) [6]
# expect: (True, slice(1, 3, None)) (1, 1, 3, 4) [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (array(True), 1) (1, 3, 4) [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (False, 1) (0, 3, 4) []
# expect: (1, True, slice(None, None, None), [0, 3]) (2, 3) [12, 16, 20, 15, 19, 23]
# expect: (True, True) (1, 2, 3, 4) [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]
# expect: (True, False) (0, 2, 3, 4) []
# expect: (1, 2, 3, 4) (0, 2, 3, 4) bool_ True False
# expect: [[9, 9, 9], [3, 4, 5]]
# expect: [[9, 9, 9], [3, 4, 5]]
# expect: [[7, 7, 7], [7, 7, 7]]
# expect: IndexError: too many indices for array: array is 3-dimensional, but 4 were indexed
