# dtype objects compare to scalar types, names and Python types.
import numpy as np
d = np.dtype('float32')
print(d, repr(d), d.name, d.itemsize, d.kind, d.char)
print(d == np.float32, d == 'float32', d == np.float64, np.dtype(float) == np.float64)
print(np.dtype(int), np.dtype(bool), np.dtype('i4'), np.dtype('f8'), np.dtype(np.uint16))
a = np.arange(3)
print(a.dtype == np.int64, a.dtype == int, a.dtype)
try:
    np.dtype('nope')
except TypeError as e:
    print(e)

# expect: float32 dtype('float32') float32 4 f f
# expect: True True False True
# expect: int64 bool int32 float64 uint16
# expect: True True int64
# expect: data type 'nope' not understood
