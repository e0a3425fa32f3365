"""@guvectorize(target='cuda'): the core function runs once per loop index
on views of each operand's core; a one-element input of a scalar core is
broadcast to every index (Numba's rule); the output may be passed last,
given as out=, or made (a NumPy array for host inputs, a device array when
an input is one)."""
# oracle: skip Numba 0.56's simulator cannot build CUDA gufuncs (no cuda.is_cuda_array there); expected: NumPy's results
import math

import numpy as np
from numba import cuda, guvectorize


@guvectorize(['void(int32[:], int32[:], int32[:])'], '(n),()->(n)', target='cuda')
def g(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y[0]


a = np.array([1, 2, 3, 4], dtype=np.int32)
b = np.array([2], dtype=np.int32)
res = np.zeros(4, dtype=np.int32)
print(g(a, b, res) is res, res)
m = np.arange(12, dtype=np.int32).reshape(3, 4)
print(g(m, np.array([10, 20, 30], dtype=np.int32)))
d = g(cuda.to_device(m), b)
print(type(d).__name__, d.shape, d.copy_to_host()[2])
out = cuda.device_array((3, 4), dtype=np.int32)
print(g(m, b, out=out) is out, out.copy_to_host()[0])


@guvectorize(['void(float64[:], float64[:])', 'void(float32[:], float32[:])'], '(n)->()', target='cuda')
def norm(v, r):
    s = 0.0
    for x in v:
        s += x * x
    r[0] = math.sqrt(s)   # correctly rounded on the GPU too (its pow is not)


vs = np.array([[3.0, 4.0], [6.0, 8.0], [5.0, 12.0]])
print(norm(vs), norm(vs.astype(np.float32)).dtype)
print(norm(np.array([1, 2, 2])))     # int64 inputs: the first signature they cast to safely


@guvectorize(['void(float64[:, :], float64[:], float64[:])'], '(m,n),(n)->(m)', target='cuda')
def matvec(A, x, y):
    for i in range(A.shape[0]):
        t = 0.0
        for j in range(A.shape[1]):
            t += A[i, j] * x[j]
        y[i] = t


A = np.arange(24.0).reshape(2, 3, 4)
x = np.ones(4)
print(matvec(A, x))
print(np.array_equal(matvec(A, x), A @ x))
try:
    matvec(A, np.ones(5))
except ValueError as e:
    print("ValueError:", e)
try:
    norm(np.array([1 + 2j]))
except TypeError as e:
    print("TypeError:", e)

# expect: True [3 4 5 6]
# expect: [[10 11 12 13]
# expect:  [24 25 26 27]
# expect:  [38 39 40 41]]
# expect: DeviceNDArray (3, 4) [10 11 12 13]
# expect: True [2 3 4 5]
# expect: [ 5. 10. 13.] float32
# expect: 3.0
# expect: [[ 6. 22. 38.]
# expect:  [54. 70. 86.]]
# expect: True
# expect: ValueError: matvec: core dimension n is 4 in one input and 5 in another
# expect: TypeError: no matching signature
