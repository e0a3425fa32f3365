# Float → integer casts of NaN, infinities and out-of-range values give
# x86's results (as NumPy 1.24 on x86-64) with "invalid value encountered
# in cast"; narrowing float casts overflow with a warning; complex → real
# casts warn ComplexWarning.
import warnings
import numpy as np

vals = [np.inf, -np.inf, np.nan, 1e300, -1e300, 3e9, -3e9, 1e19, -1.5, 300.7, -129.5, 70000.5, 5e9,
        2.0**63, 2.0**64, -2.0**63, 1.8e19]

def show(label, f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    print(label, r, [f"{x.category.__name__}: {x.message}" for x in w])

with np.errstate(over='ignore'):   # 1e300 is inf in float32
    arrays = {src: [np.array([v], dtype=src) for v in vals] for src in [np.float64, np.float32]}
for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.bool_]:
    for src in [np.float64, np.float32]:
        # one element at a time (NumPy's scalar loop)
        show(dt.__name__ + " " + src.__name__, lambda: [int(a.astype(dt)[0]) for a in arrays[src]])
# uint32's vectorised loop takes 4 contiguous elements at a time
show("uint32 many", lambda: np.array(vals * 2, dtype=np.float64).astype(np.uint32).tolist())
show("uint32 strided", lambda: np.array(vals * 2, dtype=np.float64)[::2].astype(np.uint32).tolist())
show("in range", lambda: np.array([1.5, -2.5, 100.0]).astype(np.int32).tolist())

for v in [np.inf, np.nan, -3e9, 5e9, 1e19]:
    show("scalar " + str(v), lambda: (int(np.int32(np.float32(v))), int(np.int64(np.float64(v))),
                                      int(np.uint8(np.float64(v))), int(np.uint64(np.float64(v)))))
show("scalar astype", lambda: int(np.float64(np.inf).astype(np.int16)))
show("f32 overflow", lambda: np.array([1e300, 1.0]).astype(np.float32).tolist())
show("f32 scalar overflow", lambda: float(np.float32(1e300)))
show("f32 in range", lambda: float(np.float32(np.float64(1.5))))
show("complex->float", lambda: np.array([1 + 2j, 3j]).astype(np.float64).tolist())
show("complex->int", lambda: np.array([1 + 2j, 3j]).astype(np.int32).tolist())
show("complex->bool", lambda: np.array([1 + 2j, 0j]).astype(np.bool_).tolist())
show("negative->unsigned", lambda: np.array([-1.0, -2.5]).astype(np.uint32).tolist())

def setitem():
    b = np.zeros(3, dtype=np.int32)
    b[:] = np.array([np.inf, 1, 2])
    return b.tolist()
show("setitem", setitem)

def setitem_complex():
    a = np.zeros(2)
    a[:] = np.array([1j, 2])
    return a.tolist()
show("setitem complex", setitem_complex)

with np.errstate(invalid='raise'):
    try:
        np.array([np.nan]).astype(np.int64)
    except FloatingPointError as e:
        print("raise:", e)
with np.errstate(invalid='ignore'):
    show("ignore", lambda: np.array([np.nan]).astype(np.int32).tolist())

# expect: int8 float64 [0, 0, 0, 0, 0, 0, 0, 0, -1, 44, 127, 112, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int8 float32 [0, 0, 0, 0, 0, 0, 0, 0, -1, 44, 127, 112, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint8 float64 [0, 0, 0, 0, 0, 0, 0, 0, 255, 44, 127, 112, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint8 float32 [0, 0, 0, 0, 0, 0, 0, 0, 255, 44, 127, 112, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int16 float64 [0, 0, 0, 0, 0, 0, 0, 0, -1, 300, -129, 4464, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int16 float32 [0, 0, 0, 0, 0, 0, 0, 0, -1, 300, -129, 4464, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint16 float64 [0, 0, 0, 0, 0, 0, 0, 0, 65535, 300, 65407, 4464, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint16 float32 [0, 0, 0, 0, 0, 0, 0, 0, 65535, 300, 65407, 4464, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int32 float64 [-2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -1, 300, -129, 70000, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int32 float32 [-2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -1, 300, -129, 70000, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint32 float64 [0, 0, 0, 0, 0, 3000000000, 1294967296, 0, 4294967295, 300, 4294967167, 70000, 705032704, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint32 float32 [0, 0, 0, 0, 0, 3000000000, 1294967296, 0, 4294967295, 300, 4294967167, 70000, 705032704, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int64 float64 [-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 3000000000, -3000000000, -9223372036854775808, -1, 300, -129, 70000, 5000000000, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: int64 float32 [-9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 3000000000, -3000000000, -9223372036854775808, -1, 300, -129, 70000, 5000000000, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint64 float64 [0, 9223372036854775808, 9223372036854775808, 0, 9223372036854775808, 3000000000, 18446744070709551616, 10000000000000000000, 18446744073709551615, 300, 18446744073709551487, 70000, 5000000000, 9223372036854775808, 0, 9223372036854775808, 18000000000000000000] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: uint64 float32 [0, 9223372036854775808, 9223372036854775808, 0, 9223372036854775808, 3000000000, 18446744070709551616, 9999999980506447872, 18446744073709551615, 300, 18446744073709551487, 70000, 5000000000, 9223372036854775808, 0, 9223372036854775808, 18000000404716257280] ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: bool_ float64 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] []
# expect: bool_ float32 [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] []
# expect: uint32 many [0, 2147483648, 2147483648, 0, 2147483648, 3000000000, 2147483648, 0, 4294967295, 300, 4294967167, 70000, 0, 0, 0, 2147483648, 0, 0, 2147483648, 2147483648, 0, 2147483648, 3000000000, 2147483648, 0, 4294967295, 300, 4294967167, 70000, 0, 0, 0, 0, 0] ['RuntimeWarning: invalid value encountered in cast']
# expect: uint32 strided [0, 0, 0, 1294967296, 4294967295, 4294967167, 705032704, 0, 0, 0, 0, 3000000000, 0, 300, 70000, 0, 0] ['RuntimeWarning: invalid value encountered in cast']
# expect: in range [1, -2, 100] []
# expect: scalar inf (-2147483648, -9223372036854775808, 0, 0) ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: scalar nan (-2147483648, -9223372036854775808, 0, 9223372036854775808) ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: scalar -3000000000.0 (-2147483648, -3000000000, 0, 18446744070709551616) ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: scalar 5000000000.0 (-2147483648, 5000000000, 0, 5000000000) ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: scalar 1e+19 (-2147483648, -9223372036854775808, 0, 10000000000000000000) ['RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast', 'RuntimeWarning: invalid value encountered in cast']
# expect: scalar astype 0 ['RuntimeWarning: invalid value encountered in cast']
# expect: f32 overflow [inf, 1.0] ['RuntimeWarning: overflow encountered in cast']
# expect: f32 scalar overflow inf ['RuntimeWarning: overflow encountered in cast']
# expect: f32 in range 1.5 []
# expect: complex->float [1.0, 0.0] ['ComplexWarning: Casting complex values to real discards the imaginary part']
# expect: complex->int [1, 0] ['ComplexWarning: Casting complex values to real discards the imaginary part']
# expect: complex->bool [True, False] []
# expect: negative->unsigned [4294967295, 4294967294] []
# expect: setitem [-2147483648, 1, 2] ['RuntimeWarning: invalid value encountered in cast']
# expect: setitem complex [0.0, 2.0] ['ComplexWarning: Casting complex values to real discards the imaginary part']
# expect: raise: invalid value encountered in cast
# expect: ignore [-2147483648] []
