# NumPy's RuntimeWarnings from scalar operators ("scalar <ufunc>") and
# array ufuncs ("<ufunc>"): int64 wrap-around, division by zero, invalid
# values, overflow; none for NaN inputs, comparisons, max/min or exp(-inf).
import warnings
import numpy as np

warnings.simplefilter("always")
i, f = np.int64, np.float64
print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
print(i(1) // 0, i(1) % 0, i(7) / 0, divmod(i(7), 0))
print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
print(np.array([1.0, 0.0]) / 0, np.array([1, 2]) // 0, np.array([1, 2]) % np.array([0, 1]))
print(np.log(np.array([0.0, -1.0, 1.0])), np.sqrt(np.array([-1.0, 4.0])), np.exp(np.array([1000.0, 1.0])))
print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
print(np.exp(np.array([-np.inf, np.inf, np.nan, -1000.0])), np.sin(np.array([-0.0, 1e300])), np.log(np.nan))
print(np.maximum([1.0, np.nan], [3.0, 1.0]), np.minimum(np.nan, 1.0), np.array([np.nan]) < 1, np.sign(np.nan))
print(np.isnan(np.array([np.nan])), np.fmax(np.nan, 1.0), np.nan == f(1), f("nan") > 1, np.array([1e308]) * 10)
print(np.int8(100) + np.int8(100), np.uint8(3) - np.uint8(5), np.int16(300) * np.int16(300), np.int32(5) // 0)

# expect: 0 -9223372036854775808 9223372036854775807 -9223372036854775808 -9223372036854775808 -9223372036854775808
# expect: 0 0 inf (0, 0)
# expect: inf nan inf inf nan nan inf 0.0
# expect: [inf nan] [0 0] [0 0]
# expect: [-inf  nan   0.] [nan  2.] [       inf 2.71828183]
# expect: nan -inf inf -inf inf inf
# expect: [ 0. inf nan  0.] [-0.         -0.81788191] nan
# expect: [ 3. nan] nan [False] nan
# expect: [ True] 1.0 False False [inf]
# expect: -56 254 24464 0
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar add
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar subtract
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar negative
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar absolute
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:9: RuntimeWarning: overflow encountered in scalar floor_divide
# expect-stderr:   print(i(2**62) * 4, i(2**62) + i(2**62), i(-2**63) - 1, -i(-2**63), abs(i(-2**63)), i(-2**63) // -1)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:10: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect-stderr:   print(i(1) // 0, i(1) % 0, i(7) / 0, divmod(i(7), 0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:10: RuntimeWarning: divide by zero encountered in scalar remainder
# expect-stderr:   print(i(1) // 0, i(1) % 0, i(7) / 0, divmod(i(7), 0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:10: RuntimeWarning: divide by zero encountered in scalar divide
# expect-stderr:   print(i(1) // 0, i(1) % 0, i(7) / 0, divmod(i(7), 0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:10: RuntimeWarning: divide by zero encountered in scalar divmod
# expect-stderr:   print(i(1) // 0, i(1) % 0, i(7) / 0, divmod(i(7), 0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: divide by zero encountered in scalar divide
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: invalid value encountered in scalar divide
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: invalid value encountered in scalar remainder
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: invalid value encountered in scalar power
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:11: RuntimeWarning: overflow encountered in scalar power
# expect-stderr:   print(f(1) / 0, f(0) / 0, f(1e308) * 10, f(1) // 0, f(1) % 0, f(-8) ** 0.5, f(10) ** 400, f(1e-300) * 1e-300)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:12: RuntimeWarning: divide by zero encountered in divide
# expect-stderr:   print(np.array([1.0, 0.0]) / 0, np.array([1, 2]) // 0, np.array([1, 2]) % np.array([0, 1]))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:12: RuntimeWarning: invalid value encountered in divide
# expect-stderr:   print(np.array([1.0, 0.0]) / 0, np.array([1, 2]) // 0, np.array([1, 2]) % np.array([0, 1]))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:12: RuntimeWarning: divide by zero encountered in floor_divide
# expect-stderr:   print(np.array([1.0, 0.0]) / 0, np.array([1, 2]) // 0, np.array([1, 2]) % np.array([0, 1]))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:12: RuntimeWarning: divide by zero encountered in remainder
# expect-stderr:   print(np.array([1.0, 0.0]) / 0, np.array([1, 2]) // 0, np.array([1, 2]) % np.array([0, 1]))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:13: RuntimeWarning: divide by zero encountered in log
# expect-stderr:   print(np.log(np.array([0.0, -1.0, 1.0])), np.sqrt(np.array([-1.0, 4.0])), np.exp(np.array([1000.0, 1.0])))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:13: RuntimeWarning: invalid value encountered in log
# expect-stderr:   print(np.log(np.array([0.0, -1.0, 1.0])), np.sqrt(np.array([-1.0, 4.0])), np.exp(np.array([1000.0, 1.0])))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:13: RuntimeWarning: invalid value encountered in sqrt
# expect-stderr:   print(np.log(np.array([0.0, -1.0, 1.0])), np.sqrt(np.array([-1.0, 4.0])), np.exp(np.array([1000.0, 1.0])))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:13: RuntimeWarning: overflow encountered in exp
# expect-stderr:   print(np.log(np.array([0.0, -1.0, 1.0])), np.sqrt(np.array([-1.0, 4.0])), np.exp(np.array([1000.0, 1.0])))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: invalid value encountered in arcsin
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: divide by zero encountered in log
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: divide by zero encountered in arctanh
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: divide by zero encountered in log1p
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: divide by zero encountered in power
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:14: RuntimeWarning: divide by zero encountered in reciprocal
# expect-stderr:   print(np.arcsin(2.0), np.log(0.0), np.arctanh(1.0), np.log1p(-1.0), np.power(0.0, -1.0), np.reciprocal(0.0))
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:17: RuntimeWarning: overflow encountered in multiply
# expect-stderr:   print(np.isnan(np.array([np.nan])), np.fmax(np.nan, 1.0), np.nan == f(1), f("nan") > 1, np.array([1e308]) * 10)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:18: RuntimeWarning: overflow encountered in scalar add
# expect-stderr:   print(np.int8(100) + np.int8(100), np.uint8(3) - np.uint8(5), np.int16(300) * np.int16(300), np.int32(5) // 0)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:18: RuntimeWarning: overflow encountered in scalar subtract
# expect-stderr:   print(np.int8(100) + np.int8(100), np.uint8(3) - np.uint8(5), np.int16(300) * np.int16(300), np.int32(5) // 0)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:18: RuntimeWarning: overflow encountered in scalar multiply
# expect-stderr:   print(np.int8(100) + np.int8(100), np.uint8(3) - np.uint8(5), np.int16(300) * np.int16(300), np.int32(5) // 0)
# expect-stderr: tests/numpy/scalars/scalar_warnings.py:18: RuntimeWarning: divide by zero encountered in floor_divide
# expect-stderr:   print(np.int8(100) + np.int8(100), np.uint8(3) - np.uint8(5), np.int16(300) * np.int16(300), np.int32(5) // 0)
