# np.iinfo: limits of every integer type, from types, dtypes, strings and
# Python int; repr/str as NumPy prints them; errors for non-integers.
import numpy as np

for t in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
    ii = np.iinfo(t)
    print(repr(ii), ii.min, ii.max, ii.bits, ii.dtype, ii.kind, type(ii.max).__name__)
print(np.iinfo(np.int8))
print(np.iinfo('u2'), end='')
print(np.iinfo(np.dtype('i4')).max, np.iinfo(int).bits, np.iinfo(np.int16(3)).min, np.iinfo('<i8').max)
print(np.iinfo(np.uint64).max + 1, np.iinfo(np.int64).min - 1)


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.iinfo(np.float64))
show(lambda: np.iinfo('f4'))
show(lambda: np.iinfo(np.bool_))
show(lambda: np.iinfo(True))
show(lambda: np.iinfo('foo'))
show(lambda: np.iinfo(np.arange(3)))
show(lambda: np.iinfo(None))
show(lambda: np.iinfo(3))

# expect: iinfo(min=-128, max=127, dtype=int8) -128 127 8 int8 i int
# expect: iinfo(min=0, max=255, dtype=uint8) 0 255 8 uint8 u int
# expect: iinfo(min=-32768, max=32767, dtype=int16) -32768 32767 16 int16 i int
# expect: iinfo(min=0, max=65535, dtype=uint16) 0 65535 16 uint16 u int
# expect: iinfo(min=-2147483648, max=2147483647, dtype=int32) -2147483648 2147483647 32 int32 i int
# expect: iinfo(min=0, max=4294967295, dtype=uint32) 0 4294967295 32 uint32 u int
# expect: iinfo(min=-9223372036854775808, max=9223372036854775807, dtype=int64) -9223372036854775808 9223372036854775807 64 int64 i int
# expect: iinfo(min=0, max=18446744073709551615, dtype=uint64) 0 18446744073709551615 64 uint64 u int
# expect: Machine parameters for int8
# expect: ---------------------------------------------------------------
# expect: min = -128
# expect: max = 127
# expect: ---------------------------------------------------------------
# expect:
# expect: Machine parameters for uint16
# expect: ---------------------------------------------------------------
# expect: min = 0
# expect: max = 65535
# expect: ---------------------------------------------------------------
# expect: 2147483647 64 -32768 9223372036854775807
# expect: 18446744073709551616 -9223372036854775809
# expect: ValueError: Invalid integer data type 'f'.
# expect: ValueError: Invalid integer data type 'f'.
# expect: ValueError: Invalid integer data type 'b'.
# expect: ValueError: Invalid integer data type 'b'.
# expect: ValueError: Invalid integer data type 'U'.
# expect: ValueError: Invalid integer data type 'O'.
# expect: ValueError: Invalid integer data type 'f'.
# expect: iinfo(min=-9223372036854775808, max=9223372036854775807, dtype=int64)
