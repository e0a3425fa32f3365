# typeof of NumPy arrays: dtype, ndim, and layout C, F or A from the strides
# (a dimension of length 1 or an empty array does not break contiguity).
import numpy as np
from numba import typeof, from_dtype

a = np.zeros((3, 4))
for arr in [np.zeros(3), a, a.T, a[:, ::2], a[::2], a[:, :1], a[:1], np.zeros((3, 1)).T,
            np.zeros(1)[::2], np.zeros(5)[::-1], np.zeros(5)[::2], np.zeros((0, 3)),
            np.zeros(()), np.zeros((2, 3, 4))[:, :, ::2], np.zeros((2, 3, 4)).T]:
    print(arr.shape, typeof(arr))
for dt in [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16,
           np.uint32, np.uint64, np.float32, np.float64, np.complex128]:
    print(typeof(np.zeros(2, dt)), from_dtype(dt), from_dtype(np.dtype(dt)))
print(typeof(np.float32(1)), typeof(np.int8(3)), typeof(np.uint64(3)), typeof(np.int32(4)),
      typeof(np.float64(2)), typeof(np.bool_(1)), typeof(np.intp(3)))
try:
    from_dtype(float)
except Exception as e:
    print(type(e).__name__, e)

# expect: (3,) array(float64, 1d, C)
# expect: (3, 4) array(float64, 2d, C)
# expect: (4, 3) array(float64, 2d, F)
# expect: (3, 2) array(float64, 2d, A)
# expect: (2, 4) array(float64, 2d, A)
# expect: (3, 1) array(float64, 2d, A)
# expect: (1, 4) array(float64, 2d, C)
# expect: (1, 3) array(float64, 2d, C)
# expect: (1,) array(float64, 1d, C)
# expect: (5,) array(float64, 1d, A)
# expect: (3,) array(float64, 1d, A)
# expect: (0, 3) array(float64, 2d, C)
# expect: () array(float64, 0d, C)
# expect: (2, 3, 2) array(float64, 3d, A)
# expect: (4, 3, 2) array(float64, 3d, F)
# expect: array(bool, 1d, C) bool bool
# expect: array(int8, 1d, C) int8 int8
# expect: array(int16, 1d, C) int16 int16
# expect: array(int32, 1d, C) int32 int32
# expect: array(int64, 1d, C) int64 int64
# expect: array(uint8, 1d, C) uint8 uint8
# expect: array(uint16, 1d, C) uint16 uint16
# expect: array(uint32, 1d, C) uint32 uint32
# expect: array(uint64, 1d, C) uint64 uint64
# expect: array(float32, 1d, C) float32 float32
# expect: array(float64, 1d, C) float64 float64
# expect: array(complex128, 1d, C) complex128 complex128
# expect: float32 int8 uint64 int32 float64 bool int64
# expect: NumbaNotImplementedError <class 'float'>
