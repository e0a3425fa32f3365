# np.load's errors: a file that is not .npy, a truncated file, an unsupported version, a missing file.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_loaderr' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'bad.npy')
def attempt(data):
    with open(path, 'wb') as f:
        f.write(data)
    try:
        print(np.load(path))
    except ValueError as e:
        print('ValueError:', e)
attempt(b'hello world, not numpy')
np.save(path, np.arange(5.0))
with open(path, 'rb') as f:
    good = f.read()
attempt(good[:-9])
attempt(good[:6] + b'\x05\x00' + good[8:])
try:
    np.load(os.path.join(d, 'missing.npy'))
except FileNotFoundError as e:
    print('FileNotFoundError', e.errno)
os.remove(path)
os.rmdir(d)

# expect: ValueError: Cannot load file containing pickled data when allow_pickle=False
# expect: ValueError: cannot reshape array of size 3 into shape (5,)
# expect: ValueError: we only support format version (1,0), (2,0), and (3,0), not (5, 0)
# expect: FileNotFoundError 2
