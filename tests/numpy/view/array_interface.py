# a.__array_interface__ (version 3): the data address and read-only flag,
# strides (None when C-contiguous), shape, typestr and descr; a view's
# address is its parent's plus the bytes it skips.
import numpy as np

ai = np.arange(6.0).reshape(2, 3).__array_interface__
print(sorted(ai), ai["shape"], ai["strides"], ai["typestr"], ai["descr"], ai["version"])
ptr, readonly = ai["data"]
print(type(ptr).__name__, ptr != 0, readonly)
x = np.arange(12, dtype=np.int16).reshape(3, 4)
base = x.__array_interface__["data"][0]
print(x[1:, ::2].__array_interface__["strides"], x[1:].__array_interface__["data"][0] - base)
print(x.T.__array_interface__["strides"], x[2, 1:].__array_interface__["data"][0] - base)
for d in (np.bool_, np.int8, np.uint16, np.int64, np.float32, np.complex128):
    print(np.zeros(2, dtype=d).__array_interface__["typestr"])
print(np.array(["ab", "c"]).__array_interface__["typestr"], np.array([b"ab"]).__array_interface__["descr"])
r = np.ones(2)
r.flags.writeable = False
print(r.__array_interface__["data"][1])
print(np.array(3).__array_interface__["shape"], np.array(3).__array_interface__["strides"])

# expect: ['data', 'descr', 'shape', 'strides', 'typestr', 'version'] (2, 3) None <f8 [('', '<f8')] 3
# expect: int True False
# expect: (8, 4) 8
# expect: (2, 8) 18
# expect: |b1
# expect: |i1
# expect: <u2
# expect: <i8
# expect: <f4
# expect: <c16
# expect: <U2 [('', '|S2')]
# expect: True
# expect: () None
