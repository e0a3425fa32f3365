# a.tofile(file, sep=, format=): the raw bytes in C order, or each element
# as `format % item` joined by sep, to a file name or an open file object.
import os
import numpy as np

d = '/tmp/tpy_np_io_%d_tofile' % os.getpid()
os.makedirs(d, exist_ok=True)
fn = os.path.join(d, "a.bin")
np.array([1.5, 2.0, 3.25]).tofile(fn, sep=',')
print(open(fn).read())
np.array([[1, 2], [3, 4]]).tofile(fn, sep=' ', format='%03d')
print(open(fn).read())
np.array([1.5, 2.0]).tofile(fn)
print(open(fn, 'rb').read())
np.array([1 + 2j]).tofile(fn, sep=',')
print(open(fn).read())
np.array([True, False]).tofile(fn, sep=',')
print(open(fn).read())
np.array([1.5, 0.1], dtype=np.float32).tofile(fn, sep=';')
print(open(fn).read())
with open(fn, 'wb') as f:
    np.arange(3, dtype=np.int8).tofile(f)
    np.arange(2, dtype=np.int8).tofile(f)
print(open(fn, 'rb').read())
np.arange(6).reshape(2, 3).T.tofile(fn, sep=',')
print(open(fn).read())
np.arange(6, dtype=np.int16).reshape(2, 3).T.tofile(fn)
print(open(fn, 'rb').read())
try:
    np.arange(3).tofile(fn, sep=1)
except TypeError as e:
    print(e)
try:
    np.arange(3).tofile(5)
except AttributeError as e:
    print(e)
os.remove(fn)
os.rmdir(d)

# expect: 1.5,2.0,3.25
# expect: 001 002 003 004
# expect: b'\x00\x00\x00\x00\x00\x00\xf8?\x00\x00\x00\x00\x00\x00\x00@'
# expect: (1+2j)
# expect: True,False
# expect: 1.5;0.10000000149011612
# expect: b'\x00\x01\x02\x00\x01'
# expect: 0,3,1,4,2,5
# expect: b'\x00\x00\x03\x00\x01\x00\x04\x00\x02\x00\x05\x00'
# expect: tofile() argument 2 must be str, not int
# expect: 'int' object has no attribute 'flush'
