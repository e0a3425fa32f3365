# Integer, negative, tuple and slice indexing.
import numpy as np
x = np.arange(12).reshape(3, 4)
print(x[0], x[-1], x[1, 2], x[-1, -1])
print(x[:, 0], x[1:, 1:3], x[::2, ::-1])
print(x[..., 1], x[1, ...], x[:, -2:])
a = np.arange(10)
print(a[2:8:3], a[::-3], a[-3:], a[100:], a[:-100])

# expect: [0 1 2 3] [ 8  9 10 11] 6 11
# expect: [0 4 8] [[ 5  6]
# expect:  [ 9 10]] [[ 3  2  1  0]
# expect:  [11 10  9  8]]
# expect: [1 5 9] [4 5 6 7] [[ 2  3]
# expect:  [ 6  7]
# expect:  [10 11]]
# expect: [2 5] [9 6 3 0] [7 8 9] [] []
