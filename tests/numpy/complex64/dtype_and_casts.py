# complex64: the dtype, its names, casting rules and promotion (NumPy 1.24).
import numpy as np

d = np.dtype(np.complex64)
print(d, repr(d), d.itemsize, d.kind, d.char, d.name, d.num, d.str, d.alignment)
for name in ["c8", "complex64", "F", "csingle", "singlecomplex", "<c8"]:
    print(name, np.dtype(name))
print(np.csingle is np.complex64, np.singlecomplex is np.complex64, d.type is np.complex64)
print(np.zeros(3, dtype="c8"), np.zeros(2, dtype=np.complex64).dtype, np.ones(2, "complex64"))
print(np.promote_types(np.complex64, np.float64), np.promote_types(np.complex64, np.float32))
print(np.promote_types(np.int16, np.complex64), np.promote_types(np.int32, np.complex64))
print(np.promote_types(np.uint8, np.complex64), np.promote_types(np.complex64, np.complex128))
print(np.result_type(np.complex64, np.int8), np.result_type(np.complex64, 1.5), np.result_type(np.complex64, 1e300))
print(np.result_type(np.float32, 1j), np.result_type(np.float64, 1j), np.result_type(np.float32, 1e300j))
for t in [np.bool_, np.int8, np.int16, np.int32, np.int64, np.uint16, np.float32, np.float64, np.complex128]:
    print(t.__name__, np.can_cast(t, np.complex64), np.can_cast(np.complex64, t),
          np.can_cast(np.complex64, t, "same_kind"))
a = np.array([1.5, -2.25, 3.0], dtype=np.float32)
c = a.astype(np.complex64)
print(c, c.dtype, c.real.astype(np.float64), c.imag.astype(np.int32), c.astype(np.complex128).dtype)
print((a + 1j).dtype, (a.astype(np.float64) + 1j).dtype, (np.arange(3, dtype=np.int16) + c).dtype)
print((c + np.float64(2)).dtype, (c * 2).dtype, (c + np.ones(3)).dtype, (c + np.ones(3, np.float32)).dtype)
print(np.array([1 + 2j], dtype=np.complex64).astype(str), np.array([1 + 2j], np.complex64).astype(str).dtype)
print(np.common_type(c), np.common_type(c, a), np.common_type(c, np.ones(2)))
print(np.iscomplexobj(c), np.isrealobj(c), np.iscomplexobj(np.complex64(1)))
print(np.finfo(np.complex64).dtype, np.finfo(np.complex64).eps, np.finfo(np.complex128).dtype)
print(np.sort_complex(np.array([3, 1, 2], np.int8)).dtype, np.sort_complex(a).dtype, np.sort_complex(c))
print(np.issubdtype(np.complex64, np.complexfloating), issubclass(np.complex64, np.complexfloating),
      issubclass(np.complex64, complex))

# expect: complex64 dtype('complex64') 8 c F complex64 14 <c8 4
# expect: c8 complex64
# expect: complex64 complex64
# expect: F complex64
# expect: csingle complex64
# expect: singlecomplex complex64
# expect: <c8 complex64
# expect: True True True
# expect: [0.+0.j 0.+0.j 0.+0.j] complex64 [1.+0.j 1.+0.j]
# expect: complex128 complex64
# expect: complex64 complex128
# expect: complex64 complex128
# expect: complex64 complex64 complex128
# expect: complex64 complex128 complex128
# expect: bool_ True False False
# expect: int8 True False False
# expect: int16 True False False
# expect: int32 False False False
# expect: int64 False False False
# expect: uint16 True False False
# expect: float32 True False False
# expect: float64 False False False
# expect: complex128 False True True
# expect: [ 1.5 +0.j -2.25+0.j  3.  +0.j] complex64 [ 1.5  -2.25  3.  ] [0 0 0] complex128
# expect: complex64 complex128 complex64
# expect: complex64 complex64 complex128 complex64
# expect: ['(1+2j)'] <U64
# expect: <class 'numpy.complex64'> <class 'numpy.complex64'> <class 'numpy.complex128'>
# expect: True False True
# expect: float32 1.1920929e-07 float64
# expect: complex64 complex128 [-2.25+0.j  1.5 +0.j  3.  +0.j]
# expect: True True False
