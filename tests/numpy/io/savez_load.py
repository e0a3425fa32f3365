# np.savez writes a zip of .npy members (keywords first, then arr_0, ...); np.load gives an NpzFile back.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_savez' % os.getpid()
os.makedirs(d, exist_ok=True)
name = os.path.join(d, 'bundle')
np.savez(name, np.arange(3), np.array([[1.5, 2.5]], dtype=np.float32), flag=np.array(True), z=np.array([1j]))
print(sorted(os.listdir(d)))
with open(name + '.npz', 'rb') as f:
    data = f.read()
# the central directory: name, method, size and CRC-32 of each member
end = len(data) - 22  # the end record, no archive comment
count = int.from_bytes(data[end + 10:end + 12], 'little')
at = int.from_bytes(data[end + 16:end + 20], 'little')
for i in range(count):
    method = int.from_bytes(data[at + 10:at + 12], 'little')
    crc = int.from_bytes(data[at + 16:at + 20], 'little')
    size = int.from_bytes(data[at + 20:at + 24], 'little')
    n, x, c = [int.from_bytes(data[at + k:at + k + 2], 'little') for k in (28, 30, 32)]
    print(data[at + 46:at + 46 + n], method, size, hex(crc))
    at += 46 + n + x + c
with np.load(name + '.npz') as npz:
    print(npz.files, len(npz), 'flag' in npz, 'nope' in npz)
    for k in npz:
        print(k, repr(npz[k]))
    try:
        npz['nope']
    except KeyError as e:
        print('KeyError', e)
try:
    np.savez(name, np.arange(2), arr_0=np.arange(3))
except ValueError as e:
    print('ValueError:', e)
os.remove(name + '.npz')
os.rmdir(d)

# expect: ['bundle.npz']
# expect: b'flag.npy' 0 129 0xd3f82d82
# expect: b'z.npy' 0 144 0xd5b031da
# expect: b'arr_0.npy' 0 152 0xea1240f7
# expect: b'arr_1.npy' 0 136 0x7099687f
# expect: ['flag', 'z', 'arr_0', 'arr_1'] 4 True False
# expect: flag array(True)
# expect: z array([0.+1.j])
# expect: arr_0 array([0, 1, 2])
# expect: arr_1 array([[1.5, 2.5]], dtype=float32)
# expect: KeyError 'nope is not a file in the archive'
# expect: ValueError: Cannot use un-named variables and keyword arr_0
