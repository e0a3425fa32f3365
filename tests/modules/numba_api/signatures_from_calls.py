# Calling a type with types makes a signature; with a value it converts it.
from numba import types, float64, int64, int32, void

s = float64(float64[:], int64)
print(s, repr(s), type(s).__name__, s.return_type, s.args)
print(void(int32[:]), types.UniTuple(float64, 2)(float64), int64(), types.none())
print(s == float64(float64[:], int64), s == int64(float64[:], int64), s != float64(float64[:]),
      hash(s) == hash(float64(float64[:], int64)))
print(int64(3.7), float64(2), types.boolean(0), types.boolean(3), int32(-7.9))
print(types.int8(300), types.uint8(-1), types.float32(0.1), types.float32(1 / 3))
print(type(types.boolean(1)).__name__)
for bad in [types.none, float64[:], types.unicode_type]:
    try:
        bad(3)
    except NotImplementedError:
        print('NotImplementedError', bad)

# expect: (array(float64, 1d, A), int64) -> float64 (array(float64, 1d, A), int64) -> float64 Signature float64 (array(float64, 1d, A), int64)
# expect: (array(int32, 1d, A),) -> none (float64,) -> UniTuple(float64 x 2) () -> int64 () -> none
# expect: True False True True
# expect: 3 2.0 False True -7
# expect: 44 255 0.1 0.33333334
# expect: bool
# expect: NotImplementedError none
# expect: NotImplementedError array(float64, 1d, A)
# expect: NotImplementedError unicode_type
