"""A performance warning is shown once per file, line and message: the
same line number in another file warns again."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import numpy as np
from numba import cuda
import _warn_helper

a = cuda.to_device(np.zeros(4))
# Line 11 launches here and in _warn_helper.py: both files warn.
for _ in range(2):
    _warn_helper.k[1, 32](a)
_warn_helper.launch(a)
_warn_helper.launch(a)

# expect-stderr: tests/gpu_fake/warnings_per_file.py:11: NumbaPerformanceWarning: Grid size 1 will likely result in GPU under-utilization due to low occupancy.
# expect-stderr:   _warn_helper.k[1, 32](a)
# expect-stderr: tests/gpu_fake/_warn_helper.py:11: NumbaPerformanceWarning: Grid size 1 will likely result in GPU under-utilization due to low occupancy.
# expect-stderr:   k[1, 32](a)
