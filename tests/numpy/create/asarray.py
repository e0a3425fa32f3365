# asarray returns the same array when no conversion is needed; array copies.
import numpy as np
a = np.arange(3)
print(np.asarray(a) is a, np.array(a) is a)
b = np.asarray(a, dtype=np.float64)
print(b is a, repr(b))
c = np.array(a)
c[0] = 10
print(a, c)
print(repr(np.asarray([1, 2])))

# expect: True False
# expect: False array([0., 1., 2.])
# expect: [0 1 2] [10  1  2]
# expect: array([1, 2])
