# reshape with -1 and tuples, flatten, ravel of non-contiguous, transpose axes.
import numpy as np
a = np.arange(24)
print(a.reshape(2, 3, 4).shape, a.reshape((4, -1)).shape, a.reshape(-1, 2, 3).shape)
b = a.reshape(4, 6)[:, ::2]
print(b.ravel(), b.flatten().shape)
c = a.reshape(2, 3, 4).transpose(1, 0, 2)
print(c.shape, c[1, 0], c.strides)
print(np.arange(6).reshape(2, 3).T.ravel())

# expect: (2, 3, 4) (4, 6) (4, 2, 3)
# expect: [ 0  2  4  6  8 10 12 14 16 18 20 22] (12,)
# expect: (3, 2, 4) [4 5 6 7] (32, 96, 8)
# expect: [0 3 1 4 2 5]
