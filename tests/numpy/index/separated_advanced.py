# Advanced indices separated by a slice put their dims first in the result.
import numpy as np
a = np.arange(60).reshape(3, 4, 5)
print(a[[0, 2], :, [1, 3]])
print(a[[0, 2], 1:3, [[1], [4]]].shape, a[0, :, [1, 2]].shape, a[[1], :, 0].shape)
b = a.copy()
b[[0, 1], :, [4, 0]] = -1
print((b == -1).sum(), b[0, :, 4], b[1, :, 0])
m = np.arange(12).reshape(3, 4)
print(m[[0, 2], None, [1, 3]], m[:, None][[1, 2], :, [0, 1]])

# expect: [[ 1  6 11 16]
# expect:  [43 48 53 58]]
# expect: (2, 2, 2) (2, 4) (1, 4)
# expect: 8 [-1 -1 -1 -1] [-1 -1 -1 -1]
# expect: [[ 1]
# expect:  [11]] [[4]
# expect:  [9]]
