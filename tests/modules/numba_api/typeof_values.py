# typeof gives the Numba type a value would have as a compiled function's argument.
from numba import typeof

for v in [1, -5, 2**63 - 1, 2**63, 2**64 - 1, -2**63, 1.5, True, False, 2j, None, 'abc', '',
          (1, 2), (1, 2.0), (), (1, (2, 3)), ('a', None), [1, 2], [1, 2.0], [[1.5]],
          [(1, 2)], {1.5}, {(1, 2)}]:
    t = typeof(v)
    print(repr(v), t, type(t).__name__)

for v in [2**64, -2**63 - 1, [], set(), {}, {1: 2}, (1, {}), [{}], {frozenset()}, range(3),
          len, object()]:
    try:
        typeof(v)
    except ValueError as e:
        print('ValueError', e)

# expect: 1 int64 Integer
# expect: -5 int64 Integer
# expect: 9223372036854775807 int64 Integer
# expect: 9223372036854775808 uint64 Integer
# expect: 18446744073709551615 uint64 Integer
# expect: -9223372036854775808 int64 Integer
# expect: 1.5 float64 Float
# expect: True bool Boolean
# expect: False bool Boolean
# expect: 2j complex128 Complex
# expect: None none NoneType
# expect: 'abc' unicode_type UnicodeType
# expect: '' unicode_type UnicodeType
# expect: (1, 2) UniTuple(int64 x 2) UniTuple
# expect: (1, 2.0) Tuple(int64, float64) Tuple
# expect: () Tuple() Tuple
# expect: (1, (2, 3)) Tuple(int64, UniTuple(int64 x 2)) Tuple
# expect: ('a', None) Tuple(unicode_type, none) Tuple
# expect: [1, 2] reflected list(int64)<iv=None> List
# expect: [1, 2.0] reflected list(int64)<iv=None> List
# expect: [[1.5]] reflected list(reflected list(float64)<iv=None>)<iv=None> List
# expect: [(1, 2)] reflected list(UniTuple(int64 x 2))<iv=None> List
# expect: {1.5} reflected set(float64) Set
# expect: {(1, 2)} reflected set(UniTuple(int64 x 2)) Set
# expect: ValueError Int value is too large: 18446744073709551616
# expect: ValueError Int value is too large: -9223372036854775809
# expect: ValueError Cannot type empty list
# expect: ValueError Cannot type empty set
# expect: ValueError Cannot determine Numba type of <class 'dict'>
# expect: ValueError Cannot determine Numba type of <class 'dict'>
# expect: ValueError Cannot determine Numba type of <class 'tuple'>
# expect: ValueError Cannot type list element type <class 'dict'>
# expect: ValueError Cannot type set element type <class 'frozenset'>
# expect: ValueError Cannot determine Numba type of <class 'range'>
# expect: ValueError Cannot determine Numba type of <class 'builtin_function_or_method'>
# expect: ValueError Cannot determine Numba type of <class 'object'>
