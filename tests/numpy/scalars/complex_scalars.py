# numpy.complex128: a subclass of Python complex that complex arrays'
# elements, reductions and np.complex128(...) give, with NumPy's
# attributes, arithmetic (promotion to complex128) and printing.
import numpy as np

a = np.array([1 + 2j, 3 - 4j, -0.5j])
x = a[0]
print(type(x), repr(x), str(x), x)
print(type(a.sum()), a.sum(), type(np.mean(a)), np.mean(a), type(a.prod()), a.prod())
print(isinstance(x, complex), isinstance(x, np.complexfloating))
print(isinstance(x, np.inexact), isinstance(x, np.number), isinstance(x, np.generic), isinstance(x, np.floating))
print(np.complex128.__mro__)
print(repr(x.real), type(x.real), repr(x.imag), type(x.imag), x.dtype, x.itemsize, x.ndim, x.shape)
print(x.item(), type(x.item()), x.conjugate(), type(x.conjugate()), x.conj())
print(abs(np.complex128(3 + 4j)), type(abs(x)))
print(np.complex128(1 + 2j), np.complex128(3), np.complex128(), np.complex128("1+2j"), np.complex128(np.float64(2.5)))
print(type(np.complex128(2)), np.cdouble is np.complex128, np.cfloat is np.complex128, np.complex_ is np.complex128)
print(np.dtype("complex128"), np.dtype(np.complex128), np.dtype(np.complex128).type, a.dtype.type)
# arithmetic: complex128 with Python and NumPy numbers stays complex128
for r in (x + 1, 1 + x, x + 1.5, x * x, 1j + x, x + 1j, x - np.float64(2), np.float64(2) - x,
          np.int64(3) * x, x / 2, 2 / x, x ** 2, -x, +x, np.float32(2) + x, x + True):
    print(type(r).__name__, r)
y = np.complex128(2 - 1j)
y += 1
print(type(y).__name__, y)
print(x == 1 + 2j, type(x == 1 + 2j), x != 1, x == a[0], x < y, x >= y)
print(complex(x), type(complex(x)), np.iscomplexobj(x), np.iscomplexobj(a), np.iscomplexobj(1.5))
print(hash(x) == hash(1 + 2j), {x: "v"}[1 + 2j], f"{x}", f"{x:.2f}", format(x, ""))
print(repr(np.complex128(1e20 + 0.1j)), repr(np.complex128(complex("nan+infj"))), np.complex128(-0.0 - 1j))
print(a.tolist(), type(a.tolist()[0]), [type(v).__name__ for v in a][:2])
print(np.complex128(1 + 2j).astype(np.complex128), type(np.array(x).item()))
b = np.zeros(2, dtype=complex)
b[0] = x * 2
print(b, type(b[0]).__name__)

# expect: <class 'numpy.complex128'> (1+2j) (1+2j) (1+2j)
# expect: <class 'numpy.complex128'> (4-2.5j) <class 'numpy.complex128'> (1.3333333333333333-0.8333333333333333j) <class 'numpy.complex128'> (1-5.5j)
# expect: True True
# expect: True True True False
# expect: (<class 'numpy.complex128'>, <class 'numpy.complexfloating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'complex'>, <class 'object'>)
# expect: 1.0 <class 'numpy.float64'> 2.0 <class 'numpy.float64'> complex128 16 0 ()
# expect: (1+2j) <class 'complex'> (1-2j) <class 'numpy.complex128'> (1-2j)
# expect: 5.0 <class 'numpy.float64'>
# expect: (1+2j) (3+0j) 0j (1+2j) (2.5+0j)
# expect: <class 'numpy.complex128'> True True True
# expect: complex128 complex128 <class 'numpy.complex128'> <class 'numpy.complex128'>
# expect: complex128 (2+2j)
# expect: complex128 (2+2j)
# expect: complex128 (2.5+2j)
# expect: complex128 (-3+4j)
# expect: complex128 (1+3j)
# expect: complex128 (1+3j)
# expect: complex128 (-1+2j)
# expect: complex128 (1-2j)
# expect: complex128 (3+6j)
# expect: complex128 (0.5+1j)
# expect: complex128 (0.4-0.8j)
# expect: complex128 (-3+4j)
# expect: complex128 (-1-2j)
# expect: complex128 (1+2j)
# expect: complex128 (3+2j)
# expect: complex128 (2+2j)
# expect: complex128 (3-1j)
# expect: True <class 'numpy.bool_'> True True True False
# expect: (1+2j) <class 'complex'> True True False
# expect: True v (1+2j) 1.00+2.00j (1+2j)
# expect: (1e+20+0.1j) (nan+infj) (-0-1j)
# expect: [(1+2j), (3-4j), (-0-0.5j)] <class 'complex'> ['complex128', 'complex128']
# expect: (1+2j) <class 'complex'>
# expect: [2.+4.j 0.+0.j] complex128
