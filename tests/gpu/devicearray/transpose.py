""".T and transpose() give views with the axes reversed (or in the given
order): shape and strides swap, and the contents are the transpose."""
from numba import cuda
import numpy as np

m = cuda.to_device(np.arange(6.0).reshape(2, 3))
t = m.T
print(t)
print(t.shape, t.strides)
print(m.transpose().strides, m.transpose((1, 0)).strides)
print(t.copy_to_host())
t[0, 1] = 50.0
print(m.copy_to_host())
c = cuda.to_device(np.arange(24.0).reshape(2, 3, 4))
print(c.T.shape, c.T.strides)
print(c.transpose((1, 0, 2)).shape, c.transpose((1, 0, 2)).strides)

# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: (3, 2) (8, 24)
# expect: (8, 24) (8, 24)
# expect: [[0. 3.]
# expect:  [1. 4.]
# expect:  [2. 5.]]
# expect: [[ 0.  1.  2.]
# expect:  [50.  4.  5.]]
# expect: (4, 3, 2) (8, 32, 96)
# expect: (3, 2, 4) (32, 96, 8)
