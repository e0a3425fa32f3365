# a.tobytes(order=) in C, Fortran and the array's own order; the
# deprecated a.tostring(); a.byteswap() as a copy in the array's layout
# and in place (parts of a complex swapped one by one).
import numpy as np

a = np.arange(6, dtype=np.int16).reshape(2, 3)
print(a.tobytes())
print(a.tobytes('F'), a.T.tobytes() == a.tobytes('F'))
print(a.tobytes(order='A') == a.tobytes(), a.T.tobytes(order='A') == a.tobytes())
print(a[:, ::2].tobytes())
print(np.array([1.5, -2.0]).tobytes())
print(np.array(['ab', 'c']).tobytes(), np.array(7, dtype=np.uint8).tobytes())
for bad in ('X', 1):
    try:
        a.tobytes(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    a.tobytes('C', 1)
except TypeError as e:
    print(e)
print(a.tostring() == a.tobytes())
s = a.byteswap()
print(s, s.dtype, a[1, 2])
b = a.copy()
r = b.byteswap(inplace=True)
print(r is b, b[1])
print(a.T.byteswap().flags['F_CONTIGUOUS'], a.T.byteswap().T.tolist())
print(np.array([1.0]).byteswap(), np.array([1 + 2j], dtype=np.complex64).byteswap())
print(np.array([True]).byteswap(), np.array([b'ab']).byteswap(), np.array([3], dtype=np.int8).byteswap())
print(np.array([1.0, 2.0]).byteswap().byteswap())
ro = np.arange(3)
ro.flags.writeable = False
try:
    ro.byteswap(inplace=True)
except ValueError as e:
    print(e)
print(ro.byteswap()[1])

# expect: b'\x00\x00\x01\x00\x02\x00\x03\x00\x04\x00\x05\x00'
# expect: b'\x00\x00\x03\x00\x01\x00\x04\x00\x02\x00\x05\x00' True
# expect: True True
# expect: b'\x00\x00\x02\x00\x03\x00\x05\x00'
# expect: b'\x00\x00\x00\x00\x00\x00\xf8?\x00\x00\x00\x00\x00\x00\x00\xc0'
# expect: b'a\x00\x00\x00b\x00\x00\x00c\x00\x00\x00\x00\x00\x00\x00' b'\x07'
# expect: ValueError order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: TypeError order must be str, not int
# expect: tobytes() takes at most 1 argument (2 given)
# expect: True
# expect: [[   0  256  512]
# expect:  [ 768 1024 1280]] int16 5
# expect: True [ 768 1024 1280]
# expect: True [[0, 256, 512], [768, 1024, 1280]]
# expect: [3.03865e-319] [4.6006e-41+9.e-44j]
# expect: [ True] [b'ab'] [3]
# expect: [1. 2.]
# expect: array to be byte-swapped is read-only
# expect: 72057594037927936
# expect-stderr: tests/numpy/methods/tobytes_byteswap.py:22: DeprecationWarning: tostring() is deprecated. Use tobytes() instead.
# expect-stderr:   print(a.tostring() == a.tobytes())
