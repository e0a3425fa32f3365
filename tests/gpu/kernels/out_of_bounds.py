"""An out-of-bounds index on the simulator is an IndexError naming the thread and block;
the host array passed in is left as it was (it is copied back only after a launch that finished)."""
# gpu: sim-only the GPU checks no bounds (Numba's debug=True is not built)
from numba import cuda
import numpy as np


@cuda.jit
def k(a):
    i = cuda.grid(1)
    a[i] = i


a = np.zeros(6)
try:
    k[2, 4](a)
except IndexError as e:
    print("IndexError", str(e).startswith("tid=["), "ctaid=[1, 0, 0]" in str(e))
print(a)
k[1, 6](a)
print(a)

# expect: IndexError True True
# expect: [0. 0. 0. 0. 0. 0.]
# expect: [0. 1. 2. 3. 4. 5.]
