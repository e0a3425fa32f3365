# A dict literal in compiled code is a typed dict (keys and values unified,
# values stored converted); iteration over keys, items and values; len,
# `in`, get with a default, pop, setdefault, keys(); it comes back to
# Python as a numba.typed.Dict.
from numba import njit


@njit
def lit():
    d = {1: 2.5, 3: 4.5}
    d[5] = 1
    s = 0.0
    for k in d:
        s += k
    for k, v in d.items():
        s += k * v
    for v in d.values():
        s += v
    return d, s, len(d), 3 in d, 4 in d, d.get(9, -1.0), d.get(1, 0.0), d.pop(1), d.pop(7, 0.0), len(d), d.setdefault(8, 0.5), list(d.keys())


r = lit()
print(r, type(r[0]).__name__)

# expect: (DictType[int64,float64]<iv=None>({3: 4.5, 5: 1.0, 8: 0.5}), 38.0, 3, True, False, -1.0, 2.5, 2.5, 0.0, 2, 0.5, [3, 5, 8]) Dict
