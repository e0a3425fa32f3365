# np.real, np.imag, np.angle (deg=), np.isscalar, np.conjugate: arrays,
# Python numbers and NumPy scalars, result types.
import numpy as np

z = np.array([1 + 2j, 3 - 1j, -1 + 0j])
print(np.real(z), np.imag(z), np.real(z).dtype)
print(np.real([1.5, 2]), np.imag(np.array([1.0, 2.0])))
r = np.real(1 + 2j)
print(r, type(r).__name__)
i = np.imag(3)
print(i, type(i).__name__)
print(np.real(np.complex64(1 + 2j)), np.real(np.complex64(1 + 2j)).dtype)
print(np.angle([1.0, 1j, 1 + 1j, -1]))
print(np.angle(1 + 1j, deg=True), np.angle(-2), np.angle(z, deg=True))
print(np.angle(np.array([1 + 1j], np.complex64)).dtype)
print([np.isscalar(x) for x in (3.1, np.array(3.1), [3.1], 'a', np.float32(1), 1j, None, b'x', np.int8(1))])
print(np.conjugate(1 + 2j), np.conjugate(z))

# expect: [ 1.  3. -1.] [ 2. -1.  0.] float64
# expect: [1.5 2. ] [0. 0.]
# expect: 1.0 float
# expect: 0 int
# expect: 1.0 float32
# expect: [0.         1.57079633 0.78539816 3.14159265]
# expect: 45.0 3.141592653589793 [ 63.43494882 -18.43494882 180.        ]
# expect: float32
# expect: [True, False, False, True, True, True, False, True, True]
# expect: (1-2j) [ 1.-2.j  3.+1.j -1.-0.j]
