# An empty dict ({}, dict(), typed.Dict.empty) takes its key and value types
# from the stores into it (or the types given); tuples as values.
from numba import njit, typed, types


@njit
def counts(n):
    d = {}
    for i in range(n):
        d[str(i)] = i * 2
    return d, d["1"]


@njit
def made():
    d = dict()
    d["a"] = (1, 2.0)
    e = typed.Dict.empty(types.unicode_type, types.int64)
    e["x"] = 1
    f = typed.Dict.empty(key_type=types.int64, value_type=types.float64)
    f[2] = 3
    return d, e, d["a"], f


print(counts(3))
print(made())

# expect: (DictType[unicode_type,int64]<iv=None>({0: 0, 1: 2, 2: 4}), 2)
# expect: (DictType[unicode_type,Tuple(int64, float64)]<iv=None>({a: (1, 2.0)}), DictType[unicode_type,int64]<iv=None>({x: 1}), (1, 2.0), DictType[int64,float64]<iv=None>({2: 3.0}))
