# np.inner of two vectors is a NumPy scalar; np.cross of two 2-vectors is a
# 0-d array (of 2-d stacks: a 1-d array).
import numpy as np

for r in (np.inner([1, 2], [3, 4]), np.inner([1., 2.], [3, 4]), np.inner(np.arange(4).reshape(2, 2), [1, 1]),
          np.inner(2, [1, 2]), np.inner(np.array(2.0), np.array(3.0))):
    print(repr(r), type(r).__name__, np.ndim(r))
for r in (np.cross([1, 2], [4, 5]), np.cross([1., 2.], [4, 5]), np.cross([[1, 2], [3, 4]], [4, 5]),
          np.cross([1, 2, 3], [4, 5, 6]), np.cross([1, 2], [4, 5, 6])):
    print(repr(r), type(r).__name__, r.shape)

# expect: 11 int64 0
# expect: 11.0 float64 0
# expect: array([1, 5]) ndarray 1
# expect: array([2, 4]) ndarray 1
# expect: 6.0 float64 0
# expect: array(-3) ndarray ()
# expect: array(-3.) ndarray ()
# expect: array([-3, -1]) ndarray (2,)
# expect: array([-3,  6, -3]) ndarray (3,)
# expect: array([12, -6, -3]) ndarray (3,)
