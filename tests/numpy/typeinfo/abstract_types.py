# NumPy's abstract scalar classes (np.generic, np.number, np.integer, ...):
# the scalar types derive from them, np.issubdtype compares through them.
import numpy as np

abstract = [np.generic, np.number, np.integer, np.signedinteger, np.unsignedinteger, np.inexact, np.floating,
            np.complexfloating]
concrete = [np.bool_, np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float32,
            np.float64, np.complex128]
for c in concrete:
    print(c.__name__, [a.__name__ for a in abstract if issubclass(c, a)])
print(np.floating, np.float32.__mro__)
print(issubclass(np.floating, np.number), issubclass(np.integer, np.inexact), issubclass(np.bool_, np.number))
print(isinstance(np.float32(1.5), np.floating), isinstance(np.int8(3), np.integer), isinstance(np.uint16(3), np.signedinteger))
print(np.issubdtype(np.float64, np.floating), np.issubdtype(np.float32, np.float64), np.issubdtype('i4', np.integer))
print(np.issubdtype(np.uint8, np.signedinteger), np.issubdtype(float, np.inexact), np.issubdtype(np.float64, float))
print(np.issubdtype(np.dtype('c16'), np.complexfloating), np.issubdtype(np.bool_, np.generic), np.issubdtype(bool, np.number))
print(np.issubdtype(np.arange(3).dtype, np.integer), np.issubdtype(np.floating, np.inexact), np.issubdtype('f8', 'f8'))
print(np.issubdtype(np.int64, int), np.issubdtype(np.int32, np.int64), np.issubdtype(np.number, np.floating))
try:
    np.floating()
except TypeError as e:
    print(e)
try:
    np.issubdtype(np.float64, 'foo')
except TypeError as e:
    print(e)

# expect: bool_ ['generic']
# expect: int8 ['generic', 'number', 'integer', 'signedinteger']
# expect: uint8 ['generic', 'number', 'integer', 'unsignedinteger']
# expect: int16 ['generic', 'number', 'integer', 'signedinteger']
# expect: uint16 ['generic', 'number', 'integer', 'unsignedinteger']
# expect: int32 ['generic', 'number', 'integer', 'signedinteger']
# expect: uint32 ['generic', 'number', 'integer', 'unsignedinteger']
# expect: int64 ['generic', 'number', 'integer', 'signedinteger']
# expect: uint64 ['generic', 'number', 'integer', 'unsignedinteger']
# expect: float32 ['generic', 'number', 'inexact', 'floating']
# expect: float64 ['generic', 'number', 'inexact', 'floating']
# expect: complex128 ['generic', 'number', 'inexact', 'complexfloating']
# expect: <class 'numpy.floating'> (<class 'numpy.float32'>, <class 'numpy.floating'>, <class 'numpy.inexact'>, <class 'numpy.number'>, <class 'numpy.generic'>, <class 'object'>)
# expect: True False False
# expect: True True False
# expect: True False True
# expect: False True True
# expect: True True False
# expect: True True True
# expect: True False False
# expect: cannot create 'numpy.floating' instances
# expect: data type 'foo' not understood
