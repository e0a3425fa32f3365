# Integer scalar types from Python ints and floats as NumPy 1.24 takes
# them: past int64 OverflowError, NaN/infinity as int(), out-of-range ints
# wrap with a DeprecationWarning; NumPy float scalars cast (a warning for NaN).
import warnings
import numpy as np

warnings.simplefilter("always")


def show(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except (OverflowError, ValueError) as e:
        print(label, type(e).__name__, e)


show("int64(2**63)", lambda: np.int64(2**63))
show("int64(-2**63 - 1)", lambda: np.int64(-2**63 - 1))
show("uint64(2**64)", lambda: np.uint64(2**64))
show("uint64(2**63)", lambda: np.uint64(2**63))
show("int64(nan)", lambda: np.int64(float("nan")))
show("int64(inf)", lambda: np.int64(float("inf")))
show("int32(-inf)", lambda: np.int32(float("-inf")))
show("uint8(nan)", lambda: np.uint8(float("nan")))
show("int32(1e20)", lambda: np.int32(1e20))
show("int8(1000.0)", lambda: np.int8(1000.0))
show("int16(-2.7)", lambda: np.int16(-2.7))
show("int8(300)", lambda: np.int8(300))
show("uint8(-1)", lambda: np.uint8(-1))
show("uint64(-1)", lambda: np.uint64(-1))
show("int16(-40000)", lambda: np.int16(-40000))
show("int8(127)", lambda: np.int8(127))
show("int8(True)", lambda: np.int8(True))
show("int8(int64(300))", lambda: np.int8(np.int64(300)))
show("int64(float64 nan)", lambda: np.int64(np.float64("nan")))

# expect: int64(2**63) OverflowError Python int too large to convert to C long
# expect: int64(-2**63 - 1) OverflowError Python int too large to convert to C long
# expect: uint64(2**64) OverflowError Python int too large to convert to C long
# expect: uint64(2**63) 9223372036854775808 uint64
# expect: int64(nan) ValueError cannot convert float NaN to integer
# expect: int64(inf) OverflowError cannot convert float infinity to integer
# expect: int32(-inf) OverflowError cannot convert float infinity to integer
# expect: uint8(nan) ValueError cannot convert float NaN to integer
# expect: int32(1e20) OverflowError Python int too large to convert to C long
# expect: int8(1000.0) -24 int8
# expect: int16(-2.7) -2 int16
# expect: int8(300) 44 int8
# expect: uint8(-1) 255 uint8
# expect: uint64(-1) 18446744073709551615 uint64
# expect: int16(-40000) 25536 int16
# expect: int8(127) 127 int8
# expect: int8(True) 1 int8
# expect: int8(int64(300)) 44 int8
# expect: int64(float64 nan) -9223372036854775808 int64
# expect-stderr: tests/numpy/scalars/int_construction.py:29: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of 300 to int8 will fail in the future.
# expect-stderr: For the old behavior, usually:
# expect-stderr:     np.array(value).astype(dtype)`
# expect-stderr: will give the desired result (the cast overflows).
# expect-stderr:   show("int8(300)", lambda: np.int8(300))
# expect-stderr: tests/numpy/scalars/int_construction.py:30: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of -1 to uint8 will fail in the future.
# expect-stderr: For the old behavior, usually:
# expect-stderr:     np.array(value).astype(dtype)`
# expect-stderr: will give the desired result (the cast overflows).
# expect-stderr:   show("uint8(-1)", lambda: np.uint8(-1))
# expect-stderr: tests/numpy/scalars/int_construction.py:31: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of -1 to uint64 will fail in the future.
# expect-stderr: For the old behavior, usually:
# expect-stderr:     np.array(value).astype(dtype)`
# expect-stderr: will give the desired result (the cast overflows).
# expect-stderr:   show("uint64(-1)", lambda: np.uint64(-1))
# expect-stderr: tests/numpy/scalars/int_construction.py:32: DeprecationWarning: NumPy will stop allowing conversion of out-of-bound Python integers to integer arrays.  The conversion of -40000 to int16 will fail in the future.
# expect-stderr: For the old behavior, usually:
# expect-stderr:     np.array(value).astype(dtype)`
# expect-stderr: will give the desired result (the cast overflows).
# expect-stderr:   show("int16(-40000)", lambda: np.int16(-40000))
# expect-stderr: tests/numpy/scalars/int_construction.py:36: RuntimeWarning: invalid value encountered in cast
# expect-stderr:   show("int64(float64 nan)", lambda: np.int64(np.float64("nan")))
