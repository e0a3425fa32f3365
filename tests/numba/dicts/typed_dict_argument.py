# A numba.typed.Dict passed in is changed in place; a missing key is
# KeyError() (no message, as Numba's); copy, clear, del, truth, print.
from numba import njit, typed, types


@njit
def get(d, k):
    return d[k]


@njit
def change(d):
    d[7] = 1.5
    del d[1]
    return len(d)


@njit
def pop_missing(d):
    return d.pop(99)


@njit
def copy_clear(d):
    e = d.copy()
    d.clear()
    return e, d, bool(d), bool(e)


@njit
def show(d):
    print(d)
    print(len(d), d[7])


d = typed.Dict.empty(key_type=types.int64, value_type=types.float64)
d[1] = 2.0
print(get(d, 1))
for f, args in ((get, (d, 5)), (pop_missing, (d,))):
    try:
        f(*args)
    except KeyError as e:
        print("KeyError", repr(str(e)))
print(change(d), d)
show(d)
print(copy_clear(d))
print(get.nopython_signatures)

# expect: 2.0
# expect: KeyError ''
# expect: KeyError ''
# expect: 1 {7: 1.5}
# expect: {7: 1.5}
# expect: 1 1.5
# expect: (DictType[int64,float64]<iv=None>({7: 1.5}), DictType[int64,float64]<iv=None>({}), False, True)
# expect: [(DictType[int64,float64]<iv=None>, int64) -> float64]
