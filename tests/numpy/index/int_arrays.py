# Integer arrays and lists as indices (copies), and assignment through them.
import numpy as np
a = np.arange(10) * 10
print(a[[1, 3, -1]], a[np.array([[0, 1], [2, 3]])])
m = np.arange(12).reshape(3, 4)
print(m[[0, 2]], m[:, [0, 3]], m[[0, 1, 2], [3, 2, 1]])
a[[0, 1]] = [-1, -2]
print(a)
m[:, [1, 2]] = 0
print(m)

# expect: [10 30 90] [[ 0 10]
# expect:  [20 30]]
# expect: [[ 0  1  2  3]
# expect:  [ 8  9 10 11]] [[ 0  3]
# expect:  [ 4  7]
# expect:  [ 8 11]] [3 6 9]
# expect: [-1 -2 20 30 40 50 60 70 80 90]
# expect: [[ 0  0  0  3]
# expect:  [ 4  0  0  7]
# expect:  [ 8  0  0 11]]
