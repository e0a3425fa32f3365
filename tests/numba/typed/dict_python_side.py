# numba.typed.Dict in Python: Dict.empty(key_type, value_type) or typed by
# the first item; values cast (an int into a float dict); str() prints keys
# and values by their str, repr() the type.
from numba import typed, types, typeof

d = typed.Dict.empty(key_type=types.unicode_type, value_type=types.float64)
d["a"] = 1
d.setdefault("b", 2.5)
print(d, repr(d), type(d))
print(d["a"], len(d), "b" in d, typeof(d))
g = typed.Dict()
g[1] = 2
print(repr(g), typed.Dict())

# expect: {a: 1.0, b: 2.5} DictType[unicode_type,float64]<iv=None>({a: 1.0, b: 2.5}) <class 'numba.typed.typeddict.Dict'>
# expect: 1.0 2 True DictType[unicode_type,float64]<iv=None>
# expect: DictType[int64,int64]<iv=None>({1: 2}) {}
