"""Device arrays in device memory: copies both ways, views (strided ones
too), element and slice reads and writes through the host, indexing that
needs a copy, copy checks, printing (a copy to the host)."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
from numba import cuda
import numpy as np

a = np.arange(12, dtype=np.float32).reshape(3, 4)
d = cuda.to_device(a)
print(d.shape, d.dtype, d.strides, d.size, d.nbytes, len(d))
print(d.copy_to_host())
row = d[1]
print(row.copy_to_host(), d[2, 3], d[-1, -1])
h = np.zeros((3, 4), dtype=np.float32)
print(d.copy_to_host(h) is h, h[2])
d[0, 0] = 100
print(d.copy_to_host()[0])
e = cuda.device_array_like(a)
e.copy_to_device(d)
print(e.copy_to_host().sum())
try:
    e.copy_to_device(np.zeros(5, dtype=np.float32))
except ValueError as x:
    print("ValueError")
try:
    e.copy_to_host(np.zeros((3, 4), dtype=np.float64))
except TypeError as x:
    print("TypeError")
print(str(cuda.to_device(np.array([1, 2, 3]))))
r = cuda.to_device(np.arange(6)).reshape(2, 3)
print(r.shape, r.copy_to_host()[1])
s = (r + 1) * 2
print(type(s).__name__, s.copy_to_host()[0], (r == r).copy_to_host().all(), r.sum())
c = r[:, 1].reshape(2)   # a view, as NumPy makes (r.T.reshape(6) is a copy)
c[0] = -1
print(c.copy_to_host(), r.copy_to_host()[:, 1])
v = r[:, 1]              # strided views: their span goes through the host
print(v.copy_to_host(), r[::-1, ::2].copy_to_host().tolist(), r.T.ravel().copy_to_host())
v[1] = 40
r[0, ::2] = np.array([7, 8])
print(r.copy_to_host().tolist())
print(r[np.array([1, 0])].copy_to_host().tolist(), r[r.copy_to_host() > 3].copy_to_host())
try:
    d[5, 0]
except IndexError as e:
    print(e)
try:
    d[0, -5] = 1
except IndexError as e:
    print(e)

# expect: (3, 4) float32 (16, 4) 12 48 3
# expect: [[ 0.  1.  2.  3.]
# expect:  [ 4.  5.  6.  7.]
# expect:  [ 8.  9. 10. 11.]]
# expect: [4. 5. 6. 7.] 11.0 11.0
# expect: True [ 8.  9. 10. 11.]
# expect: [100.   1.   2.   3.]
# expect: 166.0
# expect: ValueError
# expect: TypeError
# expect: [1 2 3]
# expect: (2, 3) [3 4 5]
# expect: DeviceNDArray [2 4 6] True 15
# expect: [-1  4] [-1  4]
# expect: [-1  4] [[3, 5], [0, 2]] [ 0  3 -1  4  2  5]
# expect: [[7, -1, 8], [3, 40, 5]]
# expect: [[3, 40, 5], [7, -1, 8]] [ 7  8 40  5]
# expect: index 5 is out of bounds for axis 0 with size 3
# expect: index -5 is out of bounds for axis 1 with size 4
