"""The simulator's device arrays keep their memory in a host array, `_ary`
(what a kernel launch passes); views' `_ary`s view their parent's."""
# gpu: sim-only a device array's memory is a host array only in the simulator
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
print(isinstance(d._ary, np.ndarray), d._ary.shape, d._ary.dtype)
v = d[1:4]
v._ary[0] = 77.0
print(d.copy_to_host())
print(d.reshape(2, 3)._ary.shape)

# expect: True (6,) float64
# expect: [ 0. 77.  2.  3.  4.  5.]
# expect: (2, 3)
