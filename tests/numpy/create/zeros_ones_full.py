# zeros, ones, empty (shape only checked), full, with shapes as ints or tuples and dtypes.
import numpy as np
print(repr(np.zeros(3)))
print(repr(np.zeros((2, 3), dtype=np.int32)))
print(repr(np.ones((2, 2))))
print(repr(np.ones(4, dtype=bool)))
print(np.empty((3, 2)).shape, np.empty(5, dtype=np.float32).dtype)
print(repr(np.full((2, 2), 7)))
print(repr(np.full(3, 2.5)))
print(repr(np.full(2, 1, dtype=np.float32)))
print(repr(np.zeros((0, 3))))

# expect: array([0., 0., 0.])
# expect: array([[0, 0, 0],
# expect:        [0, 0, 0]], dtype=int32)
# expect: array([[1., 1.],
# expect:        [1., 1.]])
# expect: array([ True,  True,  True,  True])
# expect: (3, 2) float32
# expect: array([[7, 7],
# expect:        [7, 7]])
# expect: array([2.5, 2.5, 2.5])
# expect: array([1., 1.], dtype=float32)
# expect: array([], shape=(0, 3), dtype=float64)
