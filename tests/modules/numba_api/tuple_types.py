# UniTuple(dtype x n) and Tuple(a, b); a Tuple of equal types is a UniTuple.
from numba import types

u = types.UniTuple(types.int64, 3)
print(u, repr(u), u.dtype, u.count, u.types, len(u), u[0], list(u))
t = types.Tuple((types.int64, types.float64))
print(t, type(t).__name__, t.types, t.count, len(t), t[1], list(t))
for items in [(types.int64, types.int64), [types.float32], (), (types.f8, types.i8, types.f8)]:
    tt = types.Tuple(items)
    print(tt, type(tt).__name__)
print(types.Tuple((types.int64, types.int64)) == types.UniTuple(types.int64, 2),
      types.UniTuple(types.int64, 0), types.UniTuple(types.f8[:], 2))
print(isinstance(u, types.BaseTuple), isinstance(t, types.BaseTuple))

# expect: UniTuple(int64 x 3) UniTuple(int64 x 3) int64 3 (int64, int64, int64) 3 int64 [int64, int64, int64]
# expect: Tuple(int64, float64) Tuple (int64, float64) 2 2 float64 [int64, float64]
# expect: UniTuple(int64 x 2) UniTuple
# expect: UniTuple(float32 x 1) UniTuple
# expect: Tuple() Tuple
# expect: Tuple(float64, int64, float64) Tuple
# expect: True UniTuple(int64 x 0) UniTuple(array(float64, 1d, A) x 2)
# expect: True True
