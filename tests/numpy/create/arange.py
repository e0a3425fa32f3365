# arange with ints, floats, negative steps and dtypes.
import numpy as np
print(repr(np.arange(5)))
print(repr(np.arange(2, 10, 3)))
print(repr(np.arange(10, 0, -2)))
print(repr(np.arange(0, 1, 0.1)))
print(repr(np.arange(1.5, 4)))
print(repr(np.arange(5, dtype=np.float32)))
print(repr(np.arange(3, 3)))
print(repr(np.arange(0, -1, 0.25)))
print(np.arange(0.0, 2.0, 0.3).tolist())

# expect: array([0, 1, 2, 3, 4])
# expect: array([2, 5, 8])
# expect: array([10,  8,  6,  4,  2])
# expect: array([0. , 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
# expect: array([1.5, 2.5, 3.5])
# expect: array([0., 1., 2., 3., 4.], dtype=float32)
# expect: array([], dtype=int64)
# expect: array([], dtype=float64)
# expect: [0.0, 0.3, 0.6, 0.8999999999999999, 1.2, 1.5, 1.7999999999999998]
