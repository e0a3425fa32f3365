# The _like functions copy shape and dtype unless dtype is given.
import numpy as np
x = np.arange(6).reshape(2, 3)
print(repr(np.zeros_like(x)))
print(repr(np.ones_like(x, dtype=np.float64)))
print(np.empty_like(x).shape, np.empty_like(x).dtype)
print(repr(np.full_like(x, 9)))
print(repr(np.full_like(np.arange(3.0), 0.5)))

# expect: array([[0, 0, 0],
# expect:        [0, 0, 0]])
# expect: array([[1., 1., 1.],
# expect:        [1., 1., 1.]])
# expect: (2, 3) int64
# expect: array([[9, 9, 9],
# expect:        [9, 9, 9]])
# expect: array([0.5, 0.5, 0.5])
