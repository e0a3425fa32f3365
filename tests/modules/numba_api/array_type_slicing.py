# Slicing a type makes an array type: [::1] on the last axis is C order, on the
# first F order, otherwise A.
from numba import types, float64, int32

for t in [float64[:], float64[::1], float64[:, :], float64[:, ::1], float64[::1, :],
          float64[:, :, ::1], float64[::1, :, :], float64[::1, ::1], float64[::2],
          int32[:, ::1, :], types.boolean[:]]:
    print(t, type(t).__name__, t.dtype, t.ndim, t.layout)

a = types.Array(float64, 2, 'A', readonly=True)
print(a, repr(a), a.mutable, a == float64[:, :], a.copy(readonly=False) == float64[:, :])
print(types.Array(int32, 1, 'C') == int32[::1], hash(types.Array(int32, 1, 'C')) == hash(int32[::1]))
c = float64[:, ::1]
print(c.is_c_contig, c.is_f_contig, c.is_contig, c.copy(layout='F'), c.copy(ndim=1), c.copy(dtype=int32))
for bad in [lambda: float64[1:], lambda: float64[1], lambda: float64[:, None]]:
    try:
        bad()
    except KeyError as e:
        print('KeyError', e)
try:
    types.Array(float64, 1, 'X')
except Exception as e:
    print(type(e).__name__, type(e).__mro__[1].__name__, e)
try:
    float64[:][:]
except Exception as e:
    print(type(e).__name__, type(e).__mro__[1].__name__, e)

# expect: array(float64, 1d, A) Array float64 1 A
# expect: array(float64, 1d, C) Array float64 1 C
# expect: array(float64, 2d, A) Array float64 2 A
# expect: array(float64, 2d, C) Array float64 2 C
# expect: array(float64, 2d, F) Array float64 2 F
# expect: array(float64, 3d, C) Array float64 3 C
# expect: array(float64, 3d, F) Array float64 3 F
# expect: array(float64, 2d, F) Array float64 2 F
# expect: array(float64, 1d, A) Array float64 1 A
# expect: array(int32, 3d, A) Array int32 3 A
# expect: array(bool, 1d, A) Array bool 1 A
# expect: readonly array(float64, 2d, A) readonly array(float64, 2d, A) False False True
# expect: True True
# expect: True False True array(float64, 2d, F) array(float64, 1d, C) array(int32, 2d, C)
# expect: KeyError 'Can only index numba types with slices with no start or stop, got slice(1, None, None).'
# expect: KeyError 'Can only index numba types with slices with no start or stop, got 1.'
# expect: KeyError 'Can only index numba types with slices with no start or stop, got (slice(None, None, None), None).'
# expect: NumbaValueError TypingError Invalid layout 'X'
# expect: NumbaTypeError TypingError The dtype of a Buffer type cannot itself be a Buffer type, this is unsupported behaviour.
# expect: The dtype requested for the unsupported Buffer was: array(float64, 1d, A).
