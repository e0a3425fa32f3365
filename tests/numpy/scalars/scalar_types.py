# NumPy scalars: what elements, reductions and the scalar types' calls give
# (type, repr/str, dtype, shape, ndim, itemsize, size), and NumPy's class
# relations (np.float64 derives from float; np.int64 and np.bool_ do not).
import numpy as np

a = np.arange(3.0)
b = np.arange(3)
m = a > 0
values = [a[1], b[2], m[1], a.sum(), b.sum(), a.mean(), a.max(), b.min(), m.any(), np.float64(2), np.int64(5),
          np.bool_(1), np.float64(), np.int64("12"), np.float64("1.5"), np.bool_(0), b.prod(), a.std(), np.sqrt(2.0),
          np.add(1, 2), np.float32(1.5), np.int8(-3), np.uint16(7), next(iter(a)), a.flat[2], b[-1]]
for v in values:
    print(type(v).__name__, repr(v), str(v), v.dtype, v.shape, v.ndim, v.itemsize, v.size, v.nbytes)

for v in (a[0], b[0], m[0]):
    print(isinstance(v, float), isinstance(v, int), isinstance(v, bool), isinstance(v, np.generic),
          isinstance(v, np.number), isinstance(v, np.integer), isinstance(v, np.floating), isinstance(v, np.signedinteger))
print(np.float64.__mro__)
print(np.int64.__mro__)
print(np.bool_.__mro__)
print(issubclass(np.float64, float), issubclass(np.int64, int), type(a[0]) is np.float64, type(b[0]) is np.int64)
print(np.dtype(type(b[0])), np.dtype(type(a[0])), a[0].dtype == np.float64, type(a[0]).__name__)
print([repr(x) for x in (np.float64(1e20), np.float64(0.1), np.float64("nan"), np.float64(-0.0), np.float64(1e16),
                         np.float64(1e-5), np.float64(123456789.125), np.int64(-3), np.bool_(False), np.float64("-inf"))])
print(a.tolist(), b.tolist(), [type(x).__name__ for x in a.tolist() + b.tolist() + m.tolist()])
print(type(a.item(1)).__name__, type(b.item(0)).__name__, type(m.item(0)).__name__, type(a[1].item()).__name__)
print(list(a), list(b), list(m))
print({a[1]: "a"}, [b[1], b[2]], (m[0], a[2]))

# expect: float64 1.0 1.0 float64 () 0 8 1 8
# expect: int64 2 2 int64 () 0 8 1 8
# expect: bool_ True True bool () 0 1 1 1
# expect: float64 3.0 3.0 float64 () 0 8 1 8
# expect: int64 3 3 int64 () 0 8 1 8
# expect: float64 1.0 1.0 float64 () 0 8 1 8
# expect: float64 2.0 2.0 float64 () 0 8 1 8
# expect: int64 0 0 int64 () 0 8 1 8
# expect: bool_ True True bool () 0 1 1 1
# expect: float64 2.0 2.0 float64 () 0 8 1 8
# expect: int64 5 5 int64 () 0 8 1 8
# expect: bool_ True True bool () 0 1 1 1
# expect: float64 0.0 0.0 float64 () 0 8 1 8
# expect: int64 12 12 int64 () 0 8 1 8
# expect: float64 1.5 1.5 float64 () 0 8 1 8
# expect: bool_ False False bool () 0 1 1 1
# expect: int64 0 0 int64 () 0 8 1 8
# expect: float64 0.816496580927726 0.816496580927726 float64 () 0 8 1 8
# expect: float64 1.4142135623730951 1.4142135623730951 float64 () 0 8 1 8
# expect: int64 3 3 int64 () 0 8 1 8
# expect: float32 1.5 1.5 float32 () 0 4 1 4
# expect: int8 -3 -3 int8 () 0 1 1 1
# expect: uint16 7 7 uint16 () 0 2 1 2
# expect: float64 0.0 0.0 float64 () 0 8 1 8
# expect: float64 2.0 2.0 float64 () 0 8 1 8
# expect: int64 2 2 int64 () 0 8 1 8
# expect: True False False True True False True False
# expect: False False False True True True False True
# expect: False False False True False False False False
# expect: (<class 'numpy.float64'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'float'>, <class 'object'>)
# expect: (<class 'numpy.int64'>, <class 'numpy.signedinteger'>, <class 'numpy.integer'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>)
# expect: (<class 'numpy.bool_'>, <class 'numpy.generic'>, <class 'object'>)
# expect: True False True True
# expect: int64 float64 True float64
# expect: ['1e+20', '0.1', 'nan', '-0.0', '1e+16', '1e-05', '123456789.125', '-3', 'False', '-inf']
# expect: [0.0, 1.0, 2.0] [0, 1, 2] ['float', 'float', 'float', 'int', 'int', 'int', 'bool', 'bool', 'bool']
# expect: float int bool float
# expect: [0.0, 1.0, 2.0] [0, 1, 2] [False, True, True]
# expect: {1.0: 'a'} [1, 2] (False, 2.0)
