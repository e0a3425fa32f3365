# Errors of operators on NumPy scalars say "scalar <ufunc>" where NumPy
# 1.24's scalar math takes both operands (a Python number that casts safely
# to the scalar's type, or two scalars one of which casts to the other),
# else "<ufunc>" as its array path does.
import warnings
import numpy as np

warnings.simplefilter("always")
r = [np.int64(1) / 0.0, np.float64(1) / 0, np.bool_(True) / 0, np.bool_(True) // 0]
r += [np.int8(1) // np.uint8(0), np.int8(1) // np.int16(0), np.float32(1) / 0.0, np.float32(1) / np.float64(0)]
r += [np.float32(1) / True, np.int32(1) // False, 0.0 / np.float32(0), divmod(np.int64(1), 0)]
print(r)

# expect: [inf, inf, inf, 0, 0, 0, inf, inf, 1.0, 0, nan, (0, 0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:9: RuntimeWarning: divide by zero encountered in divide
# expect-stderr:   r = [np.int64(1) / 0.0, np.float64(1) / 0, np.bool_(True) / 0, np.bool_(True) // 0]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:9: RuntimeWarning: divide by zero encountered in scalar divide
# expect-stderr:   r = [np.int64(1) / 0.0, np.float64(1) / 0, np.bool_(True) / 0, np.bool_(True) // 0]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:9: RuntimeWarning: divide by zero encountered in divide
# expect-stderr:   r = [np.int64(1) / 0.0, np.float64(1) / 0, np.bool_(True) / 0, np.bool_(True) // 0]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:9: RuntimeWarning: divide by zero encountered in floor_divide
# expect-stderr:   r = [np.int64(1) / 0.0, np.float64(1) / 0, np.bool_(True) / 0, np.bool_(True) // 0]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:10: RuntimeWarning: divide by zero encountered in floor_divide
# expect-stderr:   r += [np.int8(1) // np.uint8(0), np.int8(1) // np.int16(0), np.float32(1) / 0.0, np.float32(1) / np.float64(0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:10: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect-stderr:   r += [np.int8(1) // np.uint8(0), np.int8(1) // np.int16(0), np.float32(1) / 0.0, np.float32(1) / np.float64(0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:10: RuntimeWarning: divide by zero encountered in divide
# expect-stderr:   r += [np.int8(1) // np.uint8(0), np.int8(1) // np.int16(0), np.float32(1) / 0.0, np.float32(1) / np.float64(0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:10: RuntimeWarning: divide by zero encountered in scalar divide
# expect-stderr:   r += [np.int8(1) // np.uint8(0), np.int8(1) // np.int16(0), np.float32(1) / 0.0, np.float32(1) / np.float64(0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:11: RuntimeWarning: divide by zero encountered in scalar floor_divide
# expect-stderr:   r += [np.float32(1) / True, np.int32(1) // False, 0.0 / np.float32(0), divmod(np.int64(1), 0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:11: RuntimeWarning: invalid value encountered in divide
# expect-stderr:   r += [np.float32(1) / True, np.int32(1) // False, 0.0 / np.float32(0), divmod(np.int64(1), 0)]
# expect-stderr: tests/numpy/scalars/scalar_math_wording.py:11: RuntimeWarning: divide by zero encountered in scalar divmod
# expect-stderr:   r += [np.float32(1) / True, np.int32(1) // False, 0.0 / np.float32(0), divmod(np.int64(1), 0)]
