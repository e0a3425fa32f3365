# nonzero (function and method) / flatnonzero / where on every layout and
# dtype: strided, transposed, float with NaN and -0.0, complex, 3-d.
import numpy as np

a = np.array([[0.0, 1.5, np.nan], [-0.0, 0.0, 2.0]])
print(np.nonzero(a), a.nonzero()[1], np.flatnonzero(a), np.nonzero(a.T), np.flatnonzero(a[:, ::-2]))
c = np.array([0j, 1j, 0, 2 + 0j])
print(np.nonzero(c), np.flatnonzero(c), np.nonzero(np.arange(24).reshape(2, 3, 4) % 7 == 0))
print(np.nonzero([True, False, True]), np.nonzero(np.zeros(3)), np.flatnonzero([[0, 3], [4, 0]]))
print(np.where([1, 0, 1]), np.where([[True], [False]], [1, 2], 0.5).tolist(), np.where(a > 1, a, -1).tolist())
x = np.arange(10)
print(x[np.nonzero(x % 3 == 0)], np.where(x > 6, x, 10 * x), np.where(x < 0)[0].shape)
print(np.array([0j, 1j, -0.0 + 0j, 1e-300 + 0j]).astype(bool))
try:
    np.where([1, 0], [1, 2])
except ValueError as e:
    print(e)
# expect: (array([0, 0, 1]), array([1, 2, 2])) [1 2 2] [1 2 5] (array([1, 2, 2]), array([0, 0, 1])) [0 2]
# expect: (array([1, 3]),) [1 3] (array([0, 0, 1, 1]), array([0, 1, 0, 2]), array([0, 3, 2, 1]))
# expect: (array([0, 2]),) (array([], dtype=int64),) [1 2]
# expect: (array([0, 2]),) [[1.0, 2.0], [0.5, 0.5]] [[-1.0, 1.5, -1.0], [-1.0, -1.0, 2.0]]
# expect: [0 3 6 9] [ 0 10 20 30 40 50 60  7  8  9] (0,)
# expect: [False  True False  True]
# expect: either both or neither of x and y should be given
