"""reshape of a non-contiguous array is a view wherever NumPy makes one (the
axes it merges lie in C order among themselves), a copy otherwise; ravel
copies anything not C-contiguous."""
import numpy as np

h = np.arange(6).reshape(2, 3)
col = h[:, 1].reshape(2)          # one strided axis: a view
col[0] = -1
print(h.tolist())
a = np.arange(24).reshape(2, 3, 4)[:, :, ::2]
v = a.reshape(6, 2)               # merges axes 0 and 1: a view
v[0, 0] = 99
print(a[0, 0, 0], v.strides, a.reshape(2, 6)[0])
w = a.reshape(2, 1, 3, 2)         # a new length-1 axis: a view
w[1, 0, 2, 1] = -5
print(a[1, 2, 1], w.shape)
t = h.T.reshape(6)                # transposed: a copy
t[0] = 100
print(h[0, 0], t.tolist())
r = a.ravel()                     # not C-contiguous: a copy
r[0] = 7
print(a[0, 0, 0], r.shape)
c = np.arange(6).reshape(3, 2)
c.reshape(6)[5] = 50              # C-contiguous: a view
print(c[2, 1], c.ravel().base is not None)
print(a.reshape(-1, 4).shape, a[:, ::2].reshape(2, -1).tolist())
try:
    a.reshape(5, -1)
except ValueError as e:
    print(e)

# expect: [[0, -1, 2], [3, 4, 5]]
# expect: 99 (32, 16) [99  2  4  6  8 10]
# expect: -5 (2, 1, 3, 2)
# expect: 0 [100, 3, -1, 4, 2, 5]
# expect: 99 (12,)
# expect: 50 True
# expect: (3, 4) [[99, 2, 8, 10], [12, 14, 20, -5]]
# expect: cannot reshape array of size 12 into shape (5,newaxis)
