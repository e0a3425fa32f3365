# astype converts with C casting rules (truncation, wrap-around, bool).
import numpy as np
a = np.array([1.7, -2.7, 0.0, 300.5])
print(repr(a.astype(np.int32)))
print(repr(a.astype(np.int8)))
print(repr(a.astype(bool)))
print(repr(a.astype(np.float32)))
print(repr(np.arange(4).astype(np.float32) / 3))
print(repr(np.array([True, False]).astype(int)))
print(repr(np.arange(5).astype(np.uint8) - 3))

# expect: array([  1,  -2,   0, 300], dtype=int32)
# expect: array([ 1, -2,  0, 44], dtype=int8)
# expect: array([ True,  True, False,  True])
# expect: array([  1.7,  -2.7,   0. , 300.5], dtype=float32)
# expect: array([0.        , 0.33333334, 0.6666667 , 1.        ], dtype=float32)
# expect: array([1, 0])
# expect: array([253, 254, 255,   0,   1], dtype=uint8)
