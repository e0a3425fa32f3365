"""NumPy's error model in kernels: integer division by zero gives 0, float division inf or nan; // and % floor."""
from numba import cuda
import numpy as np


@cuda.jit
def divide(a, b, q, r, f):
    i = cuda.grid(1)
    if i < a.size:
        q[i] = a[i] // b[i]
        r[i] = a[i] % b[i]
        f[i] = a[i] / b[i]


a = np.array([7, -7, 7, 0, 5], dtype=np.int64)
b = np.array([2, 2, -2, 0, 0], dtype=np.int64)
q = np.zeros(5, dtype=np.int64)
r = np.zeros(5, dtype=np.int64)
f = np.zeros(5)
divide[1, 5](a, b, q, r, f)
print(q)
print(r)
print(f)
# oracle: skip the simulator of Numba 0.56 also prints NumPy RuntimeWarnings, which the GPU never gives (stdout here is its)

# expect: [ 3 -4 -4  0  0]
# expect: [ 1  1 -1  0  0]
# expect: [ 3.5 -3.5 -3.5  nan  inf]
