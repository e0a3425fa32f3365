"""A CUDA ufunc's inputs: Python and NumPy scalars are coerced to the type
of the signature the arrays select; shapes broadcast as NumPy's do (host
and device arrays); an all-scalar call gives a one-element array; out= may
be a host array, given by keyword or as the last positional argument."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's results
import numpy as np
from numba import cuda, vectorize


@vectorize(['float32(float32, float32)', 'int64(int64, int64)'], target='cuda')
def axpy(x, y):
    return 2 * x + y


f = np.arange(4, dtype=np.float32)
print(axpy(f, 1), axpy(f, 1).dtype)              # int scalar coerced to float32
print(axpy(1.5, f), axpy(np.float32(0.5), f))
print(axpy(np.arange(3), 10), axpy(3, 4), axpy(3, 4).shape)
m = np.arange(6).reshape(2, 3)
print(axpy(m, np.array([100, 200, 300])))
print(axpy(np.array([[1], [2]]), np.array([10, 20, 30])))
d = cuda.to_device(m)
r = axpy(d, cuda.to_device(np.array([1, 1, 1])))
print(type(r).__name__, r.shape, r.copy_to_host().tolist())
out = np.zeros((2, 3), dtype=np.int64)
print(axpy(m, m, out=out) is out, out.tolist())
out2 = np.zeros(4, dtype=np.float32)
axpy(f, f, out2)
print(out2)
dout = cuda.device_array((2, 3), dtype=np.int64)
print(axpy(d, 1, out=dout) is dout, dout.copy_to_host().tolist())
print(axpy([1, 2], [3, 4]), axpy(np.empty(0, dtype=np.int64), 1).shape)

# expect: [1. 3. 5. 7.] float32
# expect: [3. 4. 5. 6.] [1. 2. 3. 4.]
# expect: [10 12 14] [10] (1,)
# expect: [[100 202 304]
# expect:  [106 208 310]]
# expect: [[12 22 32]
# expect:  [14 24 34]]
# expect: DeviceNDArray (2, 3) [[1, 3, 5], [7, 9, 11]]
# expect: True [[0, 3, 6], [9, 12, 15]]
# expect: [0. 3. 6. 9.]
# expect: True [[1, 3, 5], [7, 9, 11]]
# expect: [5 8] (0,)
