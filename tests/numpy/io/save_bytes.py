# The bytes np.save writes: NumPy 1.24's version 1.0 header (descr, fortran_order, shape, padded to 64) and raw data.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_bytes' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'a.npy')
for a in [np.array([1.0, 2.0]), np.arange(6, dtype=np.int32).reshape(2, 3), np.array(True), np.array([1, 2], dtype=np.uint8),
          np.arange(4.0).reshape(2, 2).T, np.zeros(1, dtype=np.complex128), np.arange(3, dtype=np.int16)]:
    np.save(path, a)
    with open(path, 'rb') as f:
        data = f.read()
    hlen = data[8] + 256 * data[9]
    print(len(data), data[:10], data[10:10 + hlen], data[10 + hlen:])
os.remove(path)
os.rmdir(d)

# expect: 144 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }                                                            \n" b'\x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\x00@'
# expect: 152 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }                                                          \n" b'\x00\x00\x00\x00\x01\x00\x00\x00\x02\x00\x00\x00\x03\x00\x00\x00\x04\x00\x00\x00\x05\x00\x00\x00'
# expect: 129 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '|b1', 'fortran_order': False, 'shape': (), }                                                              \n" b'\x01'
# expect: 130 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '|u1', 'fortran_order': False, 'shape': (2,), }                                                            \n" b'\x01\x02'
# expect: 160 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '<f8', 'fortran_order': True, 'shape': (2, 2), }                                                           \n" b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\x00@\x00\x00\x00\x00\x00\x00\x08@'
# expect: 144 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }                                                           \n" b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00'
# expect: 134 b'\x93NUMPY\x01\x00v\x00' b"{'descr': '<i2', 'fortran_order': False, 'shape': (3,), }                                                            \n" b'\x00\x00\x01\x00\x02\x00'
