"""split(n) cuts a device array into views of n elements (the last one
shorter), in a list; the pieces share the array's memory."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(10.0))
parts = d.split(4)
print(type(parts).__name__, len(parts))
for p in parts:
    print(p, len(p))
parts[2][0] = -8.0
print(d.copy_to_host())
print(len(d.split(20)), d.split(20)[0])

# expect: list 3
# expect: [0. 1. 2. 3.] 4
# expect: [4. 5. 6. 7.] 4
# expect: [8. 9.] 2
# expect: [ 0.  1.  2.  3.  4.  5.  6.  7. -8.  9.]
# expect: 1 [ 0.  1.  2.  3.  4.  5.  6.  7. -8.  9.]
