# In-place operators modify the array (and its views) without changing dtype.
import numpy as np
a = np.arange(5)
v = a[1:3]
a += 10
a *= 2
print(a, v)
f = np.ones(3, dtype=np.float32)
f /= 3
print(repr(f))
b = np.arange(4)
try:
    b += 1.5
except TypeError as e:
    print(e)
b -= np.array([1, 1, 1, 1])
print(b)

# expect: [20 22 24 26 28] [22 24]
# expect: array([0.33333334, 0.33333334, 0.33333334], dtype=float32)
# expect: Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: [-1  0  1  2]
