"""An index out of range is an IndexError naming the axis and its length,
for reads and writes alike."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
m = cuda.to_device(np.arange(6.0).reshape(2, 3))
for f in [lambda: d[6], lambda: d[-7], lambda: m[2], lambda: m[0, 3], lambda: m[1, -4]]:
    try:
        f()
    except IndexError as e:
        print(e)
try:
    d[10] = 1.0
except IndexError as e:
    print(e)

# expect: index 6 is out of bounds for axis 0 with size 6
# expect: index -7 is out of bounds for axis 0 with size 6
# expect: index 2 is out of bounds for axis 0 with size 2
# expect: index 3 is out of bounds for axis 1 with size 3
# expect: index -4 is out of bounds for axis 1 with size 3
# expect: index 10 is out of bounds for axis 0 with size 6
