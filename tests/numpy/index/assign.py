# Assignment with scalars, broadcasting arrays, and casting to the array dtype.
import numpy as np
a = np.zeros((3, 4))
a[0] = 5
a[1, :] = [1, 2, 3, 4]
a[:, 3] = np.array([7, 8, 9])
a[2, 1:3] = 1.5
print(a)
b = np.zeros(4, dtype=np.int32)
b[1] = 2.9
b[2:] = [3.7, -1.2]
print(b)
b[:] = 1
print(b)
c = np.arange(5)
c[1:] = c[:-1]
print(c)

# expect: [[5.  5.  5.  7. ]
# expect:  [1.  2.  3.  8. ]
# expect:  [0.  1.5 1.5 9. ]]
# expect: [ 0  2  3 -1]
# expect: [1 1 1 1]
# expect: [0 0 1 2 3]
