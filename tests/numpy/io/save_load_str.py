# np.save of str and bytes arrays writes NumPy's descr ('<U2': the width in
# characters, '|S2': in bytes) and np.load reads it back; np.load also reads
# the .npy bytes NumPy 1.24 writes for such arrays (a Fortran-ordered one too).
import os
import numpy as np

d = '/tmp/tpy_np_io_%d_str' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 's.npy')
for a in [np.array(['ab', 'c']), np.array([b'xy']), np.array([['héllo', 'x'], ['', 'abc']]),
          np.array([b'a', b'\x00z', b'']), np.array('one'), np.asfortranarray(np.array([['a', 'bb'], ['ccc', 'd']]))]:
    np.save(path, a)
    with open(path, 'rb') as f:
        data = f.read()
    hlen = data[8] + 256 * data[9]
    print(len(data), data[10:10 + hlen].rstrip())
    b = np.load(path)
    print(repr(b), b.dtype, b.shape, np.array_equal(b, a), b.flags.f_contiguous)

# What NumPy writes for np.array([['héllo', 'x'], ['', 'abc']]) and np.array([b'xy', b'\x00z', b'q']).
written = [
    b"\x93NUMPY\x01\x00v\x00{'descr': '<U5', 'fortran_order': False, 'shape': (2, 2), }                                                          \nh\x00\x00\x00\xe9\x00\x00\x00l\x00\x00\x00l\x00\x00\x00o\x00\x00\x00x\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00a\x00\x00\x00b\x00\x00\x00c\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00",
    b"\x93NUMPY\x01\x00v\x00{'descr': '|S2', 'fortran_order': False, 'shape': (3,), }                                                            \nxy\x00zq\x00",
    b"\x93NUMPY\x01\x00v\x00{'descr': '<U1', 'fortran_order': True, 'shape': (2, 2), }                                                           \na\x00\x00\x00c\x00\x00\x00b\x00\x00\x00d\x00\x00\x00",
]
for raw in written:
    with open(path, 'wb') as f:
        f.write(raw)
    b = np.load(path)
    print(repr(b), b.dtype, b.tolist(), b.flags.f_contiguous)
    np.save(path, b)
    with open(path, 'rb') as f:
        print(f.read() == raw)
os.remove(path)
os.rmdir(d)

# expect: 144 b"{'descr': '<U2', 'fortran_order': False, 'shape': (2,), }"
# expect: array(['ab', 'c'], dtype='<U2') <U2 (2,) True True
# expect: 130 b"{'descr': '|S2', 'fortran_order': False, 'shape': (1,), }"
# expect: array([b'xy'], dtype='|S2') |S2 (1,) True True
# expect: 208 b"{'descr': '<U5', 'fortran_order': False, 'shape': (2, 2), }"
# expect: array([['héllo', 'x'],
# expect:        ['', 'abc']], dtype='<U5') <U5 (2, 2) True False
# expect: 134 b"{'descr': '|S2', 'fortran_order': False, 'shape': (3,), }"
# expect: array([b'a', b'\x00z', b''], dtype='|S2') |S2 (3,) True True
# expect: 140 b"{'descr': '<U3', 'fortran_order': False, 'shape': (), }"
# expect: array('one', dtype='<U3') <U3 () True True
# expect: 176 b"{'descr': '<U3', 'fortran_order': True, 'shape': (2, 2), }"
# expect: array([['a', 'bb'],
# expect:        ['ccc', 'd']], dtype='<U3') <U3 (2, 2) True True
# expect: array([['héllo', 'x'],
# expect:        ['', 'abc']], dtype='<U5') <U5 [['héllo', 'x'], ['', 'abc']] False
# expect: True
# expect: array([b'xy', b'\x00z', b'q'], dtype='|S2') |S2 [b'xy', b'\x00z', b'q'] True
# expect: True
# expect: array([['a', 'b'],
# expect:        ['c', 'd']], dtype='<U1') <U1 [['a', 'b'], ['c', 'd']] True
# expect: True
