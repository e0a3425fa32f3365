# Reductions write into out= arrays of the result's shape.
import numpy as np
x = np.arange(12).reshape(3, 4)
o = np.zeros(4)
r = np.sum(x, axis=0, out=o)
print(o, r is o)
m = np.empty(3, dtype=np.int64)
x.max(axis=1, out=m)
print(m)
o2 = np.zeros(3)
np.mean(x, axis=1, out=o2)
print(o2)

# expect: [12. 15. 18. 21.] True
# expect: [ 3  7 11]
# expect: [1.5 5.5 9.5]
