"""Seeds 002 and 003: several signatures on one CUDA ufunc, chosen by the
arrays' dtype (float32 stays float32), with math functions inside."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's results
import math
from numba import vectorize, cuda
import numpy as np


@vectorize(['float32(float32, float32, float32)',
            'float64(float64, float64, float64)'],
           target='cuda')
def cu_discriminant(a, b, c):
    return math.sqrt(b ** 2 - 4 * a * c)


N = 10000
dtype = np.float32
A = np.array([1.0, 2.0, 0.5, 3.0] * (N // 4), dtype=dtype)
B = A + 10
C = A - 0.25
D = cu_discriminant(A, B, C)
print(D.dtype, D[:4])
print(np.allclose(D, np.sqrt(B ** 2 - 4 * A * C)))
D64 = cu_discriminant(A.astype(np.float64), B.astype(np.float64), C.astype(np.float64))
print(D64.dtype, D64[:2])
print(cu_discriminant.ntypes, cu_discriminant.types)


@vectorize(['float32(float32, float32)', 'float64(float64, float64)'], target='cuda')
def gpu_sincos(x, y):
    return math.sin(x) * math.cos(y)


x = np.linspace(0, 3, 7)
print(np.allclose(gpu_sincos(x, x[::-1].copy()), np.sin(x) * np.cos(x[::-1])))
print(gpu_sincos(np.float32(0.5), np.float32(0.25)).dtype)

# expect: float32 [10.862781 11.401754 10.476164 11.661903]
# expect: True
# expect: float64 [10.86278049 11.40175425]
# expect: 2 ['fff->f', 'ddd->d']
# expect: True
# expect: float32
