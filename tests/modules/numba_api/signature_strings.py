# Signature strings are evaluated among the type names; a tuple gives argument
# types only (the return type is inferred).
from numba import types
from numba.core.sigutils import normalize_signature

for sig in ['float64(float64[:], int64)', 'void(int32[:,::1])', '(float64, float64)',
            'UniTuple(int64, 2)(int64)', 'Tuple((int64, float64))(int64[:])',
            'float64[:](float64[::1, :])', 'boolean(b1, f8, i4, c16, unicode_type)',
            'intp(uintp)', '  int64(int64)', 'types.int64(int64, )',
            (types.int64, types.float64), types.int64(types.int64)]:
    print(repr(sig), normalize_signature(sig))

for sig in ['float64', '(float64)', 'int64(', 'foo(int64)', 3,
            [types.int64], (types.int64, 3), (int,)]:
    try:
        normalize_signature(sig)
    except Exception as e:
        print(type(e).__name__, e)

# expect: 'float64(float64[:], int64)' ((array(float64, 1d, A), int64), float64)
# expect: 'void(int32[:,::1])' ((array(int32, 2d, C),), none)
# expect: '(float64, float64)' ((float64, float64), None)
# expect: 'UniTuple(int64, 2)(int64)' ((int64,), UniTuple(int64 x 2))
# expect: 'Tuple((int64, float64))(int64[:])' ((array(int64, 1d, A),), Tuple(int64, float64))
# expect: 'float64[:](float64[::1, :])' ((array(float64, 2d, F),), array(float64, 1d, A))
# expect: 'boolean(b1, f8, i4, c16, unicode_type)' ((bool, float64, int32, complex128, unicode_type), bool)
# expect: 'intp(uintp)' ((uint64,), int64)
# expect: '  int64(int64)' ((int64,), int64)
# expect: 'types.int64(int64, )' ((int64,), int64)
# expect: (int64, float64) ((int64, float64), None)
# expect: (int64,) -> int64 ((int64,), int64)
# expect: TypeError invalid signature: 'float64' (type: 'str') evaluates to 'Float' instead of tuple or Signature
# expect: TypeError invalid signature: '(float64)' (type: 'str') evaluates to 'Float' instead of tuple or Signature
# expect: SyntaxError '(' was never closed (<string>, line 1)
# expect: NameError name 'foo' is not defined
# expect: TypeError invalid signature: 3 (type: 'int') evaluates to 'int' instead of tuple or Signature
# expect: TypeError invalid signature: [int64] (type: 'list') evaluates to 'list' instead of tuple or Signature
# expect: TypeError invalid type in signature: expected a type instance, got 3
# expect: TypeError invalid type in signature: expected a type instance, got <class 'int'>
