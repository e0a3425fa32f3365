# np.save / np.load round trips every dtype, 0-d, empty, Fortran-order and strided arrays; '.npy' is appended to bare names.
import os
import numpy as np
d = '/tmp/tpy_np_io_%d_roundtrip' % os.getpid()
os.makedirs(d, exist_ok=True)
arrays = [np.arange(6.0).reshape(2, 3), np.array([1, -2, 3], dtype=np.int8), np.arange(4, dtype=np.uint16),
          np.array([True, False]), np.array([1.5, 2.5], dtype=np.float32), np.array([1 + 2j, -3j]),
          np.array(7, dtype=np.int32), np.zeros((0, 3)), np.arange(6).reshape(3, 2).T,
          np.arange(10)[::3], np.array([2**63 - 1, -2**63]), np.array([2**64 - 1], dtype=np.uint64)]
for i, a in enumerate(arrays):
    name = os.path.join(d, 'a%d' % i)
    np.save(name, a)
    b = np.load(name + '.npy')
    print(repr(b), b.dtype, b.shape, np.array_equal(a, b), b.flags['C_CONTIGUOUS'], b.flags['F_CONTIGUOUS'])
np.save(os.path.join(d, 'x.npy'), [[1, 2], [3, 4]])
print(sorted(os.listdir(d))[-2:], repr(np.load(os.path.join(d, 'x.npy'))))
for f in os.listdir(d):
    os.remove(os.path.join(d, f))
os.rmdir(d)

# expect: array([[0., 1., 2.],
# expect:        [3., 4., 5.]]) float64 (2, 3) True True False
# expect: array([ 1, -2,  3], dtype=int8) int8 (3,) True True True
# expect: array([0, 1, 2, 3], dtype=uint16) uint16 (4,) True True True
# expect: array([ True, False]) bool (2,) True True True
# expect: array([1.5, 2.5], dtype=float32) float32 (2,) True True True
# expect: array([ 1.+2.j, -0.-3.j]) complex128 (2,) True True True
# expect: array(7, dtype=int32) int32 () True True True
# expect: array([], shape=(0, 3), dtype=float64) float64 (0, 3) True True True
# expect: array([[0, 2, 4],
# expect:        [1, 3, 5]]) int64 (2, 3) True False True
# expect: array([0, 3, 6, 9]) int64 (4,) True True True
# expect: array([ 9223372036854775807, -9223372036854775808]) int64 (2,) True True True
# expect: array([18446744073709551615], dtype=uint64) uint64 (1,) True True True
# expect: ['a9.npy', 'x.npy'] array([[1, 2],
# expect:        [3, 4]])
