# np.load reads .npy files written byte by byte here: version 1.0 and 2.0 headers, C and Fortran order, '|' and '=' orders.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_raw' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'raw.npy')

def write_npy(header, data, version=1):
    header = header + ' ' * (6 - len(header) % 16 % 8) + '\n'
    size = len(header).to_bytes(2 if version == 1 else 4, 'little')
    with open(path, 'wb') as f:
        f.write(b'\x93NUMPY' + bytes([version, 0]) + size + header.encode('latin-1') + data)

one, two = b'\x00\x00\x00\x00\x00\x00\xf0?', b'\x00\x00\x00\x00\x00\x00\x00@'
write_npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", one + two)
print(repr(np.load(path)))
write_npy("{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }", bytes(range(24)))
a = np.load(path)
print(repr(a), a.flags['F_CONTIGUOUS'])
write_npy("{'descr': '|u1', 'fortran_order': False, 'shape': (2, 2), }", b'\x01\x02\x03\xff', version=2)
print(repr(np.load(path)))
write_npy("{'descr': '|b1', 'fortran_order': False, 'shape': (), }", b'\x01')
print(repr(np.load(path)))
write_npy("{'shape': (1, 2), 'fortran_order': False, 'descr': '<c16', }", one + two + two + one)
print(repr(np.load(path)))
with open(path, 'rb') as f:
    print(repr(np.load(f)))
os.remove(path)
os.rmdir(d)

# expect: array([1., 2.])
# expect: array([[ 50462976, 185207048, 319951120],
# expect:        [117835012, 252579084, 387323156]], dtype=int32) True
# expect: array([[  1,   2],
# expect:        [  3, 255]], dtype=uint8)
# expect: array(True)
# expect: array([[1.+2.j, 2.+1.j]])
# expect: array([[1.+2.j, 2.+1.j]])
