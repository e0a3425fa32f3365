"""A kernel launch on a GPU (here the stand-in driver, which runs nothing):
the CUDA C is compiled by NVRTC for the device and loaded, device arrays
stay on the device, host arrays are copied there and back with Numba's
warnings (the low-occupancy one when the configuration is made), and a kernel the GPU cannot run is an NvrtcError."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
from numba import cuda
from numba.cuda.cudadrv.error import NvrtcError
import numpy as np


@cuda.jit
def double(x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = x[i] * 2


x = cuda.to_device(np.arange(8.0))
y = cuda.device_array(8)
double[4, 32](x, y)
cuda.synchronize()
print(x.copy_to_host())
host = np.arange(8.0)
double[8, 32](host, np.zeros(8))
print(host)
cfg = double[200, 32]     # no low-occupancy warning: 128 blocks or more
for _ in range(3):        # each warning once per line, as warnings.warn shows it
    cfg(host, np.zeros(8))


@cuda.jit
def allocates(a):
    t = [0.0, 1.0]
    a[0] = t[1]


try:
    allocates[8, 1](x)
except NvrtcError as e:
    print("NvrtcError:", "only the CPU runs" in str(e))

# expect: [0. 1. 2. 3. 4. 5. 6. 7.]
# expect: [0. 1. 2. 3. 4. 5. 6. 7.]
# expect: NvrtcError: True
# expect-stderr: tests/gpu_fake/launch_plumbing.py:20: NumbaPerformanceWarning: Grid size 4 will likely result in GPU under-utilization due to low occupancy.
# expect-stderr:   double[4, 32](x, y)
# expect-stderr: tests/gpu_fake/launch_plumbing.py:24: NumbaPerformanceWarning: Grid size 8 will likely result in GPU under-utilization due to low occupancy.
# expect-stderr:   double[8, 32](host, np.zeros(8))
# expect-stderr: tests/gpu_fake/launch_plumbing.py:24: NumbaPerformanceWarning: Host array used in CUDA kernel will incur copy overhead to/from device.
# expect-stderr:   double[8, 32](host, np.zeros(8))
# expect-stderr: tests/gpu_fake/launch_plumbing.py:28: NumbaPerformanceWarning: Host array used in CUDA kernel will incur copy overhead to/from device.
# expect-stderr:   cfg(host, np.zeros(8))
# expect-stderr: tests/gpu_fake/launch_plumbing.py:38: NumbaPerformanceWarning: Grid size 8 will likely result in GPU under-utilization due to low occupancy.
# expect-stderr:   allocates[8, 1](x)
