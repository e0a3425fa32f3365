# NumPy 1.24 type promotion between arrays.
import numpy as np
pairs = [(np.int32, np.float32), (np.int8, np.uint8), (np.int64, np.uint64), (np.int16, np.float32),
         (np.uint8, np.uint16), (np.bool_, np.int8), (np.float32, np.float64), (np.int32, np.int64)]
for x, y in pairs:
    r = np.ones(2, dtype=x) + np.ones(2, dtype=y)
    print(np.dtype(x), np.dtype(y), r.dtype)
print((np.arange(3, dtype=np.int8) / np.arange(1, 4, dtype=np.int8)).dtype)
print((np.arange(3) / 2).dtype, (np.ones(2, dtype=bool) + np.ones(2, dtype=bool)).dtype)

# expect: int32 float32 float64
# expect: int8 uint8 int16
# expect: int64 uint64 float64
# expect: int16 float32 float32
# expect: uint8 uint16 uint16
# expect: bool int8 int8
# expect: float32 float64 float64
# expect: int32 int64 int64
# expect: float64
# expect: float64 bool
