# np.asfortranarray: a Fortran-ordered array with the same elements (the
# array itself when already so), dtype=, 0-d input; ascontiguousarray back.
import numpy as np

a = np.arange(6).reshape(2, 3)
f = np.asfortranarray(a)
print(f, f.flags["F_CONTIGUOUS"], f.flags["C_CONTIGUOUS"], f.strides)
print(np.array_equal(a, f), np.asfortranarray(f) is f)
g = np.asfortranarray([[1, 2], [3, 4]], dtype=np.float32)
print(repr(g), g.strides)
print(np.asfortranarray(5.0), np.asfortranarray(5.0).shape)
v = np.asfortranarray(np.arange(4))
print(v, v.flags["C_CONTIGUOUS"], v.flags["F_CONTIGUOUS"])
c = np.ascontiguousarray(f)
print(c.strides, c.flags["C_CONTIGUOUS"])
t = np.asfortranarray(np.arange(24).reshape(2, 3, 4)[:, ::2])
print(t.strides, t[1, 1], t.flags["F_CONTIGUOUS"])
f[0, 0] = 100
print(a[0, 0], f.ravel(), f.T.ravel())

# expect: [[0 1 2]
# expect:  [3 4 5]] True False (8, 16)
# expect: True True
# expect: array([[1., 2.],
# expect:        [3., 4.]], dtype=float32) (4, 8)
# expect: [5.] (1,)
# expect: [0 1 2 3] True True
# expect: (24, 8) True
# expect: (8, 16, 32) [20 21 22 23] True
# expect: 0 [100   1   2   3   4   5] [100   3   1   4   2   5]
