# A typed.List passed to a compiled function is its own (appends are seen
# by the caller); one made inside with typed.List() comes back as a
# typed.List; an empty one with no item type cannot be passed.
from numba import njit, typed, types


@njit
def grow(l):
    l.append(10)
    s = 0
    for x in l:
        s += x
    return l[0] + len(l), s


@njit
def make(n):
    l = typed.List()
    for i in range(n):
        l.append(i * 0.5)
    return l


l = typed.List([1, 2])
print(grow(l), l, grow.nopython_signatures)
r = make(3)
print(r, repr(r), type(r).__name__)
r.append(7)
print(repr(r))
e = typed.List.empty_list(types.int64)
print(grow(e), e)
try:
    grow(typed.List())
except TypeError as ex:
    print(type(ex).__name__, ex)

# expect: (4, 13) [1, 2, 10] [(ListType[int64],) -> UniTuple(int64 x 2)]
# expect: [0.0, 0.5, 1.0] ListType[float64]([0.0, 0.5, 1.0]) List
# expect: ListType[float64]([0.0, 0.5, 1.0, 7.0])
# expect: (11, 10) [10]
# expect: TypeError invalid operation on untyped list
