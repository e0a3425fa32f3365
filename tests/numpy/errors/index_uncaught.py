# An out-of-bounds index is an IndexError naming the axis.
import numpy as np
m = np.zeros((2, 3))
m[1, 3] = 1.0

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numpy/errors/index_uncaught.py", line 4, in <module>
# expect-stderr:     m[1, 3] = 1.0
# expect-stderr:     ~^^^^^^
# expect-stderr: IndexError: index 3 is out of bounds for axis 1 with size 3
# expect-exit: 1
