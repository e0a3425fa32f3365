# np.savetxt's errors: wrong dimensions, wrong number of formats, a format that does not fit the dtype.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_savetxt_err' % os.getpid()
os.makedirs(d, exist_ok=True)
path = os.path.join(d, 'out.txt')
def attempt(*args, **kw):
    try:
        np.savetxt(path, *args, **kw)
        print('ok')
    except (ValueError, TypeError, AttributeError) as e:
        print(type(e).__name__, e)
attempt(np.array(5.0))
attempt(np.zeros((2, 2, 2)))
attempt(np.zeros((2, 3)), fmt='%d %d')
attempt(np.zeros((2, 3)), fmt=['%d', '%d'])
attempt(np.zeros((2, 2)), fmt='%s %q')
attempt(np.zeros((2, 2)), fmt='%d %d')
if os.path.exists(path):
    os.remove(path)
os.rmdir(d)

# expect: ValueError Expected 1D or 2D array, got 0D array instead
# expect: ValueError Expected 1D or 2D array, got 3D array instead
# expect: ValueError fmt has wrong number of % formats:  %d %d
# expect: AttributeError fmt has wrong shape.  ['%d', '%d']
# expect: ValueError unsupported format character 'q' (0x71) at index 4
# expect: ok
