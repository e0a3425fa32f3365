# Scalar type objects print as Numba's type names; aliases are the same types,
# and each belongs to its type class.
from numba import types

for name in ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64',
             'float32', 'float64', 'complex64', 'complex128', 'boolean', 'none', 'void',
             'intp', 'uintp', 'intc', 'uintc', 'unicode_type']:
    t = getattr(types, name)
    print(name, t, repr(t), t.name, type(t).__name__)

aliases = [('b1', 'boolean'), ('bool_', 'boolean'), ('byte', 'uint8'), ('i1', 'int8'),
           ('i2', 'int16'), ('i4', 'int32'), ('i8', 'int64'), ('u1', 'uint8'), ('u2', 'uint16'),
           ('u4', 'uint32'), ('u8', 'uint64'), ('f4', 'float32'), ('f8', 'float64'),
           ('c8', 'complex64'), ('c16', 'complex128'), ('double', 'float64'),
           ('float_', 'float32'), ('int_', 'int64'), ('uint', 'uint64'), ('char', 'int8'),
           ('short', 'int16'), ('long_', 'int64'), ('string', 'unicode_type')]
print(all(getattr(types, a) == getattr(types, b) for a, b in aliases))
print(types.float64 == types.float32, types.float64 == 'float64', {types.f8: 1}[types.double])
print(isinstance(types.int64, types.Integer), isinstance(types.int64, types.Number),
      isinstance(types.boolean, types.Number), isinstance(types.boolean, types.Boolean),
      isinstance(types.float32, types.Float), isinstance(types.c8, types.Complex),
      isinstance(types.none, types.NoneType), isinstance(types.f8[:], types.Type))
print(types.int64.bitwidth, types.int64.signed, types.uint16.signed, types.float32.bitwidth,
      types.complex64.bitwidth, types.complex64.underlying_float)
print(types.int8 < types.int64, types.float32 < types.float64, sorted([types.i8, types.i1, types.i4]))
try:
    types.uint8 < types.int64
except TypeError as e:
    print(e)

# expect: int8 int8 int8 int8 Integer
# expect: int16 int16 int16 int16 Integer
# expect: int32 int32 int32 int32 Integer
# expect: int64 int64 int64 int64 Integer
# expect: uint8 uint8 uint8 uint8 Integer
# expect: uint16 uint16 uint16 uint16 Integer
# expect: uint32 uint32 uint32 uint32 Integer
# expect: uint64 uint64 uint64 uint64 Integer
# expect: float32 float32 float32 float32 Float
# expect: float64 float64 float64 float64 Float
# expect: complex64 complex64 complex64 complex64 Complex
# expect: complex128 complex128 complex128 complex128 Complex
# expect: boolean bool bool bool Boolean
# expect: none none none none NoneType
# expect: void none none none NoneType
# expect: intp int64 int64 int64 Integer
# expect: uintp uint64 uint64 uint64 Integer
# expect: intc int32 int32 int32 Integer
# expect: uintc uint32 uint32 uint32 Integer
# expect: unicode_type unicode_type unicode_type unicode_type UnicodeType
# expect: True
# expect: False False 1
# expect: True True False True True True True True
# expect: 64 True False 32 64 float32
# expect: True True [int8, int32, int64]
# expect: '<' not supported between instances of 'Integer' and 'Integer'
