# Each dtype's objects are of a class of its own, numpy.dtype[float64] &
# co. (NumPy 1.24), subclasses of np.dtype that only np.dtype makes.
import numpy as np

for d in ["f8", "f4", "?", "i1", "u8", "c8", "c16", "U3", "S2", "int64"]:
    t = type(np.dtype(d))
    print(t, t.__name__, t.__module__, t is np.dtype, issubclass(t, np.dtype), isinstance(np.dtype(d), np.dtype))
print(type(np.zeros(2).dtype), type(np.array(["ab"]).dtype), type(np.float32(1).dtype))
print(type(np.dtype("f8")) is type(np.dtype(float)), type(np.dtype("f8")) is type(np.dtype("f4")))
print(repr(type(np.dtype("f8"))()), np.dtype(np.dtype("i2")), np.dtype("f8") == np.float64)
try:
    type(np.dtype("f8"))("f4")
except TypeError as e:
    print("TypeError:", e)

# expect: <class 'numpy.dtype[float64]'> dtype[float64] numpy False True True
# expect: <class 'numpy.dtype[float32]'> dtype[float32] numpy False True True
# expect: <class 'numpy.dtype[bool_]'> dtype[bool_] numpy False True True
# expect: <class 'numpy.dtype[int8]'> dtype[int8] numpy False True True
# expect: <class 'numpy.dtype[uint64]'> dtype[uint64] numpy False True True
# expect: <class 'numpy.dtype[complex64]'> dtype[complex64] numpy False True True
# expect: <class 'numpy.dtype[complex128]'> dtype[complex128] numpy False True True
# expect: <class 'numpy.dtype[str_]'> dtype[str_] numpy False True True
# expect: <class 'numpy.dtype[bytes_]'> dtype[bytes_] numpy False True True
# expect: <class 'numpy.dtype[int64]'> dtype[int64] numpy False True True
# expect: <class 'numpy.dtype[float64]'> <class 'numpy.dtype[str_]'> <class 'numpy.dtype[float32]'>
# expect: True False
# expect: dtype('float64') int16 True
# expect: TypeError: currently only the no-argument instantiation is supported; use `np.dtype` instead.
