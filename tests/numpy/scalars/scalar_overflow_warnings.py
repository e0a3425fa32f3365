# RuntimeWarnings of the other integer and float scalar types ("scalar
# <ufunc>"), of array loops ("<ufunc>") and of float-to-int casts ("cast").
import warnings
import numpy as np

warnings.simplefilter("always")
print(-np.uint8(3), -np.uint8(0), -np.uint64(3), -np.int8(-128), -np.int16(5))
print(abs(np.int8(-128)), abs(np.int32(-2**31)), abs(np.int8(-5)))
print(np.int32(-2**31) // np.int32(-1), np.int8(-128) // np.int8(-1), np.int8(-128) % np.int8(-1))
print(np.float32(1e38) * np.float32(10), np.float32(1) / np.float32(0), np.int8(100) * np.int8(100))
print(np.float32(3e38) + np.array([3e38], dtype=np.float32))
print(np.array([-2**63]) // -1, np.array([-2**31], dtype=np.int32) // np.int32(-1), np.array([-2**63]) % -1)
print(np.array([np.nan, np.inf]).astype(np.int64), np.array([1.5, -2.5]).astype(np.int32))
print(np.float64("nan").astype(np.int64), np.float32(2.5).astype(np.int8))

# expect: 253 0 18446744073709551613 -128 -5
# expect: -128 -2147483648 5
# expect: -2147483648 -128 0
# expect: inf inf 16
# expect: [inf]
# expect: [-9223372036854775808] [-2147483648] [0]
# expect: [-9223372036854775808 -9223372036854775808] [ 1 -2]
# expect: -9223372036854775808 2
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:7: RuntimeWarning: overflow encountered in scalar negative
# expect-stderr:   print(-np.uint8(3), -np.uint8(0), -np.uint64(3), -np.int8(-128), -np.int16(5))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:7: RuntimeWarning: overflow encountered in scalar negative
# expect-stderr:   print(-np.uint8(3), -np.uint8(0), -np.uint64(3), -np.int8(-128), -np.int16(5))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:7: RuntimeWarning: overflow encountered in scalar negative
# expect-stderr:   print(-np.uint8(3), -np.uint8(0), -np.uint64(3), -np.int8(-128), -np.int16(5))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:8: RuntimeWarning: overflow encountered in scalar absolute
# expect-stderr:   print(abs(np.int8(-128)), abs(np.int32(-2**31)), abs(np.int8(-5)))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:8: RuntimeWarning: overflow encountered in scalar absolute
# expect-stderr:   print(abs(np.int8(-128)), abs(np.int32(-2**31)), abs(np.int8(-5)))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:9: RuntimeWarning: overflow encountered in scalar floor_divide
# expect-stderr:   print(np.int32(-2**31) // np.int32(-1), np.int8(-128) // np.int8(-1), np.int8(-128) % np.int8(-1))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:9: RuntimeWarning: overflow encountered in scalar floor_divide
# expect-stderr:   print(np.int32(-2**31) // np.int32(-1), np.int8(-128) // np.int8(-1), np.int8(-128) % np.int8(-1))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:10: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr:   print(np.float32(1e38) * np.float32(10), np.float32(1) / np.float32(0), np.int8(100) * np.int8(100))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:10: RuntimeWarning: divide by zero encountered in scalar divide
# expect-stderr:   print(np.float32(1e38) * np.float32(10), np.float32(1) / np.float32(0), np.int8(100) * np.int8(100))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:10: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr:   print(np.float32(1e38) * np.float32(10), np.float32(1) / np.float32(0), np.int8(100) * np.int8(100))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:11: RuntimeWarning: overflow encountered in add
# expect-stderr:   print(np.float32(3e38) + np.array([3e38], dtype=np.float32))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:12: RuntimeWarning: overflow encountered in floor_divide
# expect-stderr:   print(np.array([-2**63]) // -1, np.array([-2**31], dtype=np.int32) // np.int32(-1), np.array([-2**63]) % -1)
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:12: RuntimeWarning: overflow encountered in floor_divide
# expect-stderr:   print(np.array([-2**63]) // -1, np.array([-2**31], dtype=np.int32) // np.int32(-1), np.array([-2**63]) % -1)
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:13: RuntimeWarning: invalid value encountered in cast
# expect-stderr:   print(np.array([np.nan, np.inf]).astype(np.int64), np.array([1.5, -2.5]).astype(np.int32))
# expect-stderr: tests/numpy/scalars/scalar_overflow_warnings.py:14: RuntimeWarning: invalid value encountered in cast
# expect-stderr:   print(np.float64("nan").astype(np.int64), np.float32(2.5).astype(np.int8))
