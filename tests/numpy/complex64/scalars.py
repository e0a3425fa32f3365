# np.complex64 scalars: construction, repr with float32 digits, parts,
# arithmetic and promotion with other scalars, as NumPy 1.24.
import numpy as np

for v in [1 + 2j, 0.1 + 0.2j, 1e20 + 1j, 1e-5j, complex("nan+infj"), -1j, 3.0, 123456789 + 0j, 2]:
    x = np.complex64(v)
    print(repr(x), str(x), type(x).__name__)
x = np.complex64(1.5 - 2.5j)
print(x.real, x.imag, type(x.real).__name__, x.dtype, x.itemsize, x.shape, x.ndim)
print(x.conjugate(), x.conj(), x.item(), type(x.item()).__name__, complex(x), bool(x), bool(np.complex64(0)))
print(np.complex64("1+2j"), np.complex64(), np.complex64([1, 2j]), np.complex64([1, 2j]).dtype)
y = np.complex64(0.1)
print(y + y, type(y + y).__name__, y * 2, type(y * 2).__name__, y + 1.5, type(y + 1.5).__name__)
print(type(y + np.float64(1)).__name__, type(y + np.float32(1)).__name__, type(y + np.int16(1)).__name__)
print(type(y + np.complex128(1)).__name__, type(y + 1j).__name__, type(np.float32(2) * 1j).__name__)
print(x == np.complex64(1.5 - 2.5j), x != 1.5, x == 1.5 - 2.5j, -x, abs(np.complex64(3 + 4j)))
print(type(abs(np.complex64(3 + 4j))).__name__, x / 2, x ** 2)
print(np.array([x, 1]).dtype, np.array([x, 1.5]).dtype, np.array([x, np.float64(1.5)]).dtype)
print(x.astype(np.complex128), type(x.astype(np.complex128)).__name__)
print(isinstance(x, np.complexfloating), isinstance(x, np.number), isinstance(x, complex))
print(hash(np.complex64(2)) == hash(2), hash(np.complex64(1.5 + 2j)) == hash(1.5 + 2j))
print(format(np.complex64(0.1 + 2j)), "{}".format(np.complex64(1 - 1j)), f"{np.complex64(1.5 + 0.5j)}")
for f in [lambda: x // 1, lambda: x % 2, lambda: 3 // x]:
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)
print(x < x, x <= x)

# expect: (1+2j) (1+2j) complex64
# expect: (0.1+0.2j) (0.1+0.2j) complex64
# expect: (1e+20+1j) (1e+20+1j) complex64
# expect: 1e-05j 1e-05j complex64
# expect: (nan+infj) (nan+infj) complex64
# expect: (-0-1j) (-0-1j) complex64
# expect: (3+0j) (3+0j) complex64
# expect: (123456790+0j) (123456790+0j) complex64
# expect: (2+0j) (2+0j) complex64
# expect: 1.5 -2.5 float32 complex64 8 () 0
# expect: (1.5+2.5j) (1.5+2.5j) (1.5-2.5j) complex (1.5-2.5j) True False
# expect: (1+2j) 0j [1.+0.j 0.+2.j] complex64
# expect: (0.2+0j) complex64 (0.20000000298023224+0j) complex128 (1.6000000014901161+0j) complex128
# expect: complex128 complex64 complex64
# expect: complex128 complex128 complex128
# expect: True True True (-1.5+2.5j) 5.0
# expect: float32 (0.75-1.25j) (-4-7.5j)
# expect: complex128 complex128 complex128
# expect: (1.5-2.5j) complex128
# expect: True True False
# expect: True True
# expect: (0.10000000149011612+2j) (1-1j) (1.5+0.5j)
# expect: TypeError: unsupported operand type(s) for //: 'numpy.complex64' and 'int'
# expect: TypeError: unsupported operand type(s) for %: 'numpy.complex64' and 'int'
# expect: TypeError: unsupported operand type(s) for //: 'int' and 'numpy.complex64'
# expect: False True
