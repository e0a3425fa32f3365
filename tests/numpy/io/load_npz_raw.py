# np.load reads an .npz archive written byte by byte here: stored members, one with zip64 sizes in its extra field (as Python's zipfile writes them for NumPy).
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_npzraw' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'raw.npz')

def crc32(data):
    c = 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
    return c ^ 0xFFFFFFFF

def le(v, n):
    return v.to_bytes(n, 'little')

def npy(descr, shape, data):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    header += ' ' * (63 - (10 + len(header)) % 64) + '\n'
    return b'\x93NUMPY\x01\x00' + le(len(header), 2) + header.encode('latin-1') + data

members = [(b'a.npy', npy('<i2', '(3,)', b'\x01\x00\x02\x00\xff\xff'), False),
           (b'b.npy', npy('<f8', '(1,)', b'\x00\x00\x00\x00\x00\x00\xf8?'), True)]
out, central = b'', b''
for name, data, zip64 in members:
    size = le(0xFFFFFFFF, 4) * 2 if zip64 else le(len(data), 4) * 2
    extra = le(1, 2) + le(16, 2) + le(len(data), 8) * 2 if zip64 else b''
    common = le(45 if zip64 else 20, 2) + le(0, 2) * 2 + le(0, 2) + le(0x21, 2) + le(crc32(data), 4)
    central += b'PK\x01\x02' + le(20, 2) + common + le(len(data), 4) * 2 + le(len(name), 2) + le(0, 2) * 5 + le(0, 2) + le(len(out), 4) + name
    out += b'PK\x03\x04' + common + size + le(len(name), 2) + le(len(extra), 2) + name + extra + data
out += central + b'PK\x05\x06' + le(0, 4) + le(2, 2) * 2 + le(len(central), 4) + le(len(out), 4) + le(0, 2)
with open(path, 'wb') as f:
    f.write(out)
npz = np.load(path)
print(sorted(npz.files), repr(npz['a']), repr(npz['b']))
os.remove(path)
os.rmdir(d)

# expect: ['a', 'b'] array([ 1,  2, -1], dtype=int16) array([1.5])
