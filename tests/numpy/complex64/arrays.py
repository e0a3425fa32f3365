# complex64 arrays: arithmetic, comparisons, math ufuncs, parts, reductions,
# printing and conversion to Python objects, as NumPy 1.24.
import numpy as np

a = np.array([1 + 2j, 3, 0.1 + 0.2j], dtype=np.complex64)
b = np.array([2 - 1j, 0.5j, -1], dtype=np.complex64)
print(repr(a))
print(a)
print(a + b, (a + b).dtype)
print(a - b, a * b, (a * b).dtype)
print(a / b, (a / b).dtype)
print(a ** 2, (a ** 2).dtype)
print(-a, +a, a == b, a != a[0], (a == a).all())
print(a.real, a.imag, a.real.dtype, a.imag.dtype)
print(np.abs(a), np.abs(a).dtype, abs(b))
print(np.conj(a), np.conjugate(b), a.conj().dtype)
print(np.sqrt(a), np.sqrt(a).dtype)
print(np.exp(b), np.log(a).dtype)
print(np.isnan(a), np.isfinite(a), np.square(b))
print(a.sum(), type(a.sum()), a.prod(), a.mean(), a.mean().dtype)
print(np.sum(a, dtype=np.complex128).dtype, np.cumsum(a), np.cumsum(a).dtype)
print(a.tolist())
print(a[0], type(a[0]), a[0].item(), type(a[0].item()))
print(np.array([[1 + 1j, 2], [3, 4j]], dtype=np.complex64) @ np.eye(2, dtype=np.complex64))
print(np.dot(a, b), np.dot(a, b).dtype)
print(np.round(np.array([1.26 + 2.34j], np.complex64), 1).dtype)
m = np.zeros((2, 2), dtype=np.complex64)
m[0, 1] = 5 - 2j
m.real[1, 0] = 7
print(repr(m))
print(np.array([1e20 + 1j, 1e-5j], dtype=np.complex64))
print(np.array([np.nan + 1j, np.inf], dtype=np.complex64))
print(np.abs(np.array([3 + 4j, 1 + 1j, 1e-3 + 2j, complex("inf+nanj"), 0, -2.5j], np.complex64)))
print(abs(np.complex64(0.1 + 0.2j)), np.abs(np.complex64(0.1 + 0.2j)))

# expect: array([1. +2.j , 3. +0.j , 0.1+0.2j], dtype=complex64)
# expect: [1. +2.j  3. +0.j  0.1+0.2j]
# expect: [ 3. +1.j   3. +0.5j -0.9+0.2j] complex64
# expect: [-1. +3.j   3. -0.5j  1.1+0.2j] [ 4. +3.j   0. +1.5j -0.1-0.2j] complex64
# expect: [ 0. +1.j   0. -6.j  -0.1-0.2j] complex64
# expect: [-3.  +4.j    9.  +0.j   -0.03+0.04j] complex64
# expect: [-1. -2.j  -3. -0.j  -0.1-0.2j] [1. +2.j  3. +0.j  0.1+0.2j] [False False False] [False  True  True] True
# expect: [1.  3.  0.1] [2.  0.  0.2] float32 float32
# expect: [2.236068   3.         0.22360681] float32 [2.236068 0.5      1.      ]
# expect: [1. -2.j  3. -0.j  0.1-0.2j] [ 2.+1.j   0.-0.5j -1.-0.j ] complex64
# expect: [1.2720196 +0.7861514j 1.7320508 +0.j        0.40224794+0.2486029j] complex64
# expect: [3.9923239 -6.217676j   0.87758255+0.47942555j 0.36787945+0.j        ] complex64
# expect: [False False False] [ True  True  True] [ 3.  -4.j -0.25+0.j  1.  -0.j]
# expect: (4.1+2.2j) <class 'numpy.complex64'> (-0.90000004+1.2j) (1.3666667+0.73333335j) complex64
# expect: complex128 [1. +2.j  4. +2.j  4.1+2.2j] complex64
# expect: [(1+2j), (3+0j), (0.10000000149011612+0.20000000298023224j)]
# expect: (1+2j) <class 'numpy.complex64'> (1+2j) <class 'complex'>
# expect: [[1.+1.j 2.+0.j]
# expect:  [3.+0.j 0.+4.j]]
# expect: (3.9+4.3j) complex64
# expect: complex64
# expect: array([[0.+0.j, 5.-2.j],
# expect:        [7.+0.j, 0.+0.j]], dtype=complex64)
# expect: [1.e+20+1.e+00j 0.e+00+1.e-05j]
# expect: [nan+1.j inf+0.j]
# expect: [5.        1.4142135 2.0000002       inf 0.        2.5      ]
# expect: 0.2236068 0.22360681
