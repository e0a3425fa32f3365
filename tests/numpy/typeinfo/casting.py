# promote_types, result_type (value-based for Python scalars and 0-d
# arrays), can_cast with every casting rule and min_scalar_type.
import numpy as np

ts = ['?', 'i1', 'u1', 'i2', 'u2', 'i4', 'u4', 'i8', 'u8', 'f4', 'f8', 'c16']
for a in ts:
    print(a, ' '.join(np.promote_types(a, b).str for b in ts))
for rule in ('safe', 'same_kind', 'no', 'equiv', 'unsafe'):
    print(rule, [''.join('1' if np.can_cast(a, b, rule) else '0' for b in ts) for a in ts])
print(np.can_cast(np.int64, np.float64), np.can_cast('i8', 'f4'), np.can_cast(np.dtype('u8'), 'i8', casting='same_kind'))
print(np.can_cast(300, np.int8), np.can_cast(3, np.int8), np.can_cast(-1, np.uint8), np.can_cast(1.5, np.float32))
print(np.can_cast(1e300, np.float32), np.can_cast(1.5, np.int64), np.can_cast(True, np.int8), np.can_cast(3, 'f4'))
print(np.can_cast(np.array(300), np.int8), np.can_cast(np.array([3]), np.int8), np.can_cast(np.int64(3), np.int8))
print(np.can_cast(3j, 'f8', 'same_kind'), np.can_cast(300, 'u1', 'same_kind'), np.can_cast(-3, 'u8', 'same_kind'))
print(np.can_cast(2 ** 64 - 1, 'u8'), np.can_cast(2 ** 63, 'i8'), np.can_cast(np.float32(1), 'f4', 'no'))
print(repr(np.result_type(3, np.int8)), np.result_type(300, np.int8), np.result_type(np.arange(3, dtype=np.int8), 2.5))
print(np.result_type('i4', 'f4'), np.result_type(np.int8, np.uint8, 1.0), np.result_type(np.array([1], dtype=np.float32), 1e300))
print(np.result_type(1, 2.0), np.result_type(True), np.result_type(np.array(3, dtype=np.int8), np.array([1], dtype=np.int8)))
print(np.result_type(np.dtype('u1'), -1), np.result_type(np.float64, 3j), np.result_type(np.uint64, np.int64), np.result_type(int, float))
print(np.result_type(np.array([1, 2], dtype=np.int16), np.int8(5)), np.result_type(np.float32(1), np.float64))
for v in (0, 255, 256, -1, -129, 2 ** 40, 2 ** 63, 2 ** 64 - 1, True, 1e300, np.arange(3), np.array(-5), np.uint16(7)):
    print(repr(np.min_scalar_type(v)), end=' ')
print()


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.can_cast('i4', 'i8', 'foo'))
show(lambda: np.can_cast('i4', 'i8', casting=3))
show(lambda: np.can_cast([1], 'i8'))
show(lambda: np.can_cast(None, 'i8'))
show(lambda: np.can_cast('i4', 5))
show(lambda: np.promote_types('i4', 'foo'))
show(lambda: np.result_type())
show(lambda: np.result_type('foo'))

# expect: ? |b1 |i1 |u1 <i2 <u2 <i4 <u4 <i8 <u8 <f4 <f8 <c16
# expect: i1 |i1 |i1 <i2 <i2 <i4 <i4 <i8 <i8 <f8 <f4 <f8 <c16
# expect: u1 |u1 <i2 |u1 <i2 <u2 <i4 <u4 <i8 <u8 <f4 <f8 <c16
# expect: i2 <i2 <i2 <i2 <i2 <i4 <i4 <i8 <i8 <f8 <f4 <f8 <c16
# expect: u2 <u2 <i4 <u2 <i4 <u2 <i4 <u4 <i8 <u8 <f4 <f8 <c16
# expect: i4 <i4 <i4 <i4 <i4 <i4 <i4 <i8 <i8 <f8 <f8 <f8 <c16
# expect: u4 <u4 <i8 <u4 <i8 <u4 <i8 <u4 <i8 <u8 <f8 <f8 <c16
# expect: i8 <i8 <i8 <i8 <i8 <i8 <i8 <i8 <i8 <f8 <f8 <f8 <c16
# expect: u8 <u8 <f8 <u8 <f8 <u8 <f8 <u8 <f8 <u8 <f8 <f8 <c16
# expect: f4 <f4 <f4 <f4 <f4 <f4 <f8 <f8 <f8 <f8 <f4 <f8 <c16
# expect: f8 <f8 <f8 <f8 <f8 <f8 <f8 <f8 <f8 <f8 <f8 <f8 <c16
# expect: c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16 <c16
# expect: safe ['111111111111', '010101010111', '001111111111', '000101010111', '000011111111', '000001010011', '000000111011', '000000010011', '000000001011', '000000000111', '000000000011', '000000000001']
# expect: same_kind ['111111111111', '010101010111', '011111111111', '010101010111', '011111111111', '010101010111', '011111111111', '010101010111', '011111111111', '000000000111', '000000000111', '000000000001']
# expect: no ['100000000000', '010000000000', '001000000000', '000100000000', '000010000000', '000001000000', '000000100000', '000000010000', '000000001000', '000000000100', '000000000010', '000000000001']
# expect: equiv ['100000000000', '010000000000', '001000000000', '000100000000', '000010000000', '000001000000', '000000100000', '000000010000', '000000001000', '000000000100', '000000000010', '000000000001']
# expect: unsafe ['111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111', '111111111111']
# expect: True False True
# expect: False True False True
# expect: False False True True
# expect: False False True
# expect: False True False
# expect: True False True
# expect: dtype('int8') int16 float64
# expect: float64 float64 float64
# expect: float64 bool int8
# expect: int16 complex128 float64 float64
# expect: int16 float64
# expect: dtype('uint8') dtype('uint8') dtype('uint16') dtype('int8') dtype('int16') dtype('uint64') dtype('uint64') dtype('uint64') dtype('bool') dtype('float64') dtype('int64') dtype('int8') dtype('uint8') 
# expect: ValueError: casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'foo')
# expect: TypeError: casting must be str, not int
# expect: TypeError: did not understand one of the types; 'None' not accepted
# expect: TypeError: did not understand one of the types; 'None' not accepted
# expect: TypeError: Cannot interpret '5' as a data type
# expect: TypeError: data type 'foo' not understood
# expect: ValueError: at least one array or dtype is required
# expect: TypeError: data type 'foo' not understood
