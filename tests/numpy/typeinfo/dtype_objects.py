# np.dtype objects: construction from types, dtypes and strings (with byte
# order prefixes), their attributes, equality and hashing, repr and str.
import numpy as np

specs = ['f8', 'float64', '<i4', '=i4', '|b1', 'int', 'bool', 'complex', 'f', 'd', 'l', 'L', 'i', 'b', 'B', 'h', 'H',
         'I', 'D', 'float', 'p', 'P', 'c16', '?', 'bool_', 'u8', 'uint', 'double', 'single', 'float32', 'int64', '<f4',
         'u1', 'i2', 'uint32', 'int8']
for s in specs:
    d = np.dtype(s)
    print(s, repr(d), str(d), d.kind, d.char, d.itemsize, d.name, d.str, d.type, d.num, d.byteorder, d.alignment)
for ty in (float, int, bool, complex, np.float32, np.int8, np.uint64, np.bool_, np.complex128, np.intc, np.uint, np.intp):
    d = np.dtype(ty)
    print(ty, repr(d), d.char, d.num)
d = np.dtype('f8')
print(d == 'float64', d == 'f8', d == np.float64, d == float, d == 'foo', d == 3, d != 'f4', np.dtype('i8') == np.dtype('l'))
print(d.isnative, d.shape, d.ndim, d.base, d.descr, d.names, d.fields, d.subdtype, d.hasobject, d.isbuiltin, d.flags, d.metadata)
print(np.dtype(np.dtype('i2')), np.dtype(np.array([1.0]).dtype), np.dtype('float64') == np.dtype('f8'))
print(hash(np.dtype('f8')) == hash(np.dtype('float64')), {np.dtype('i4'): 1}[np.dtype('int32')])
print(np.arange(3).dtype.str, np.array([True]).dtype.str, np.zeros(2, np.complex128).dtype.descr, np.dtype('c16').alignment)
print(np.dtype('i4', align=True), np.dtype(dtype='u2'))


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.dtype(3))
show(lambda: np.dtype('foo'))
show(lambda: np.dtype('i16'))
show(lambda: np.dtype('int32 '))

# expect: f8 dtype('float64') float64 f d 8 float64 <f8 <class 'numpy.float64'> 12 = 8
# expect: float64 dtype('float64') float64 f d 8 float64 <f8 <class 'numpy.float64'> 12 = 8
# expect: <i4 dtype('int32') int32 i i 4 int32 <i4 <class 'numpy.int32'> 5 = 4
# expect: =i4 dtype('int32') int32 i i 4 int32 <i4 <class 'numpy.int32'> 5 = 4
# expect: |b1 dtype('bool') bool b ? 1 bool |b1 <class 'numpy.bool_'> 0 | 1
# expect: int dtype('int64') int64 i l 8 int64 <i8 <class 'numpy.int64'> 7 = 8
# expect: bool dtype('bool') bool b ? 1 bool |b1 <class 'numpy.bool_'> 0 | 1
# expect: complex dtype('complex128') complex128 c D 16 complex128 <c16 <class 'numpy.complex128'> 15 = 8
# expect: f dtype('float32') float32 f f 4 float32 <f4 <class 'numpy.float32'> 11 = 4
# expect: d dtype('float64') float64 f d 8 float64 <f8 <class 'numpy.float64'> 12 = 8
# expect: l dtype('int64') int64 i l 8 int64 <i8 <class 'numpy.int64'> 7 = 8
# expect: L dtype('uint64') uint64 u L 8 uint64 <u8 <class 'numpy.uint64'> 8 = 8
# expect: i dtype('int32') int32 i i 4 int32 <i4 <class 'numpy.int32'> 5 = 4
# expect: b dtype('int8') int8 i b 1 int8 |i1 <class 'numpy.int8'> 1 | 1
# expect: B dtype('uint8') uint8 u B 1 uint8 |u1 <class 'numpy.uint8'> 2 | 1
# expect: h dtype('int16') int16 i h 2 int16 <i2 <class 'numpy.int16'> 3 = 2
# expect: H dtype('uint16') uint16 u H 2 uint16 <u2 <class 'numpy.uint16'> 4 = 2
# expect: I dtype('uint32') uint32 u I 4 uint32 <u4 <class 'numpy.uint32'> 6 = 4
# expect: D dtype('complex128') complex128 c D 16 complex128 <c16 <class 'numpy.complex128'> 15 = 8
# expect: float dtype('float64') float64 f d 8 float64 <f8 <class 'numpy.float64'> 12 = 8
# expect: p dtype('int64') int64 i l 8 int64 <i8 <class 'numpy.int64'> 7 = 8
# expect: P dtype('uint64') uint64 u L 8 uint64 <u8 <class 'numpy.uint64'> 8 = 8
# expect: c16 dtype('complex128') complex128 c D 16 complex128 <c16 <class 'numpy.complex128'> 15 = 8
# expect: ? dtype('bool') bool b ? 1 bool |b1 <class 'numpy.bool_'> 0 | 1
# expect: bool_ dtype('bool') bool b ? 1 bool |b1 <class 'numpy.bool_'> 0 | 1
# expect: u8 dtype('uint64') uint64 u L 8 uint64 <u8 <class 'numpy.uint64'> 8 = 8
# expect: uint dtype('uint64') uint64 u L 8 uint64 <u8 <class 'numpy.uint64'> 8 = 8
# expect: double dtype('float64') float64 f d 8 float64 <f8 <class 'numpy.float64'> 12 = 8
# expect: single dtype('float32') float32 f f 4 float32 <f4 <class 'numpy.float32'> 11 = 4
# expect: float32 dtype('float32') float32 f f 4 float32 <f4 <class 'numpy.float32'> 11 = 4
# expect: int64 dtype('int64') int64 i l 8 int64 <i8 <class 'numpy.int64'> 7 = 8
# expect: <f4 dtype('float32') float32 f f 4 float32 <f4 <class 'numpy.float32'> 11 = 4
# expect: u1 dtype('uint8') uint8 u B 1 uint8 |u1 <class 'numpy.uint8'> 2 | 1
# expect: i2 dtype('int16') int16 i h 2 int16 <i2 <class 'numpy.int16'> 3 = 2
# expect: uint32 dtype('uint32') uint32 u I 4 uint32 <u4 <class 'numpy.uint32'> 6 = 4
# expect: int8 dtype('int8') int8 i b 1 int8 |i1 <class 'numpy.int8'> 1 | 1
# expect: <class 'float'> dtype('float64') d 12
# expect: <class 'int'> dtype('int64') l 7
# expect: <class 'bool'> dtype('bool') ? 0
# expect: <class 'complex'> dtype('complex128') D 15
# expect: <class 'numpy.float32'> dtype('float32') f 11
# expect: <class 'numpy.int8'> dtype('int8') b 1
# expect: <class 'numpy.uint64'> dtype('uint64') L 8
# expect: <class 'numpy.bool_'> dtype('bool') ? 0
# expect: <class 'numpy.complex128'> dtype('complex128') D 15
# expect: <class 'numpy.int32'> dtype('int32') i 5
# expect: <class 'numpy.uint64'> dtype('uint64') L 8
# expect: <class 'numpy.int64'> dtype('int64') l 7
# expect: True True True True False False True True
# expect: True () 0 float64 [('', '<f8')] None None None False 1 0 None
# expect: int16 float64 True
# expect: True 1
# expect: <i8 |b1 [('', '<c16')] 8
# expect: int32 uint16
# expect: TypeError: Cannot interpret '3' as a data type
# expect: TypeError: data type 'foo' not understood
# expect: TypeError: data type 'i16' not understood
# expect: TypeError: data type 'int32 ' not understood
