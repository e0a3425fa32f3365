"""CUDA ufuncs on device views: strided slices, a transposed (Fortran
order) array, 2-d C-contiguous arrays, a reversed view as out=; a ufunc's
reduce over a 1-d array (host or device), which combines pairs as a tree
(for subtraction the results are those of Numba's pairwise halving)."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's results
import numpy as np
from numba import cuda, vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], target='cuda')
def sub(x, y):
    return x - y


h = np.arange(12).reshape(3, 4)
d = cuda.to_device(h)
print(sub(d[:, ::2], 1).copy_to_host().tolist())
print(sub(d.T, d.T).copy_to_host().sum(), sub(d.T, 0).copy_to_host().tolist()[0])
print(sub(d, d[0]).copy_to_host().tolist())
v = cuda.to_device(np.zeros(6))
sub(np.arange(6.0), 0.5, out=v[::-1])
print(v.copy_to_host())
print(sub.reduce(np.array([100, 1, 2, 3])), sub.reduce(cuda.to_device(np.arange(5.0))), sub.reduce(np.array([7])))
try:
    sub.reduce(np.array([], dtype=np.int64))
except TypeError as e:
    print(e)

# expect: [[-1, 1], [3, 5], [7, 9]]
# expect: 0 [0, 4, 8]
# expect: [[0, 0, 0, 0], [4, 4, 4, 4], [8, 8, 8, 8]]
# expect: [ 4.5  3.5  2.5  1.5  0.5 -0.5]
# expect: 100 -4.0 7
# expect: Reduction on an empty array.
