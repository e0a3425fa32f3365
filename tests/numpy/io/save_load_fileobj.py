# np.save / np.load on open file objects: several arrays one after another in one file.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_fileobj' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'many.bin')
with open(path, 'wb') as f:
    np.save(f, np.arange(3))
    np.save(f, np.array([[1.5, 2.5]]))
    np.save(f, np.array(True))
with open(path, 'rb') as f:
    print(repr(np.load(f)))
    print(repr(np.load(f)))
    print(repr(np.load(f)))
    print(f.read())
os.remove(path)
os.rmdir(d)

# expect: array([0, 1, 2])
# expect: array([[1.5, 2.5]])
# expect: array(True)
# expect: b''
