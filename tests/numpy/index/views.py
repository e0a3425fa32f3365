# Basic slicing, reshape, ravel and transpose give views sharing memory.
import numpy as np
a = np.arange(6)
v = a[1:4]
v[0] = 100
print(a)
m = a.reshape(2, 3)
m[1, 1] = -1
print(a, m.base is a)
t = m.T
t[0, 1] = 55
print(a, t.shape, t.strides)
r = m.ravel()
r[0] = 7
print(a)
c = a.copy()
c[0] = 0
print(a[0], c[0])

# expect: [  0 100   2   3   4   5]
# expect: [  0 100   2   3  -1   5] True
# expect: [  0 100   2  55  -1   5] (3, 2) (8, 24)
# expect: [  7 100   2  55  -1   5]
# expect: 7 0
