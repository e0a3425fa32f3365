# numba.typed.List in Python: typed by its first item, by empty_list or by
# lsttype=; items cast to the type (int into a float list), a float into an
# int list refused; str() prints the items, repr() the type.
from numba import typed, types, typeof
import numba

l = typed.List()
l.append(1)
l.append(2)
print(l, repr(l), type(l))
try:
    l.append(2.5)
except numba.core.errors.TypingError as e:
    print("TypingError", "cannot safely cast float64 to int64" in str(e))
f = typed.List([1.5, 2.5])
f.append(3)
print(repr(f), f[-1])
e = typed.List.empty_list(types.int64)
print(repr(e), len(e), typeof(e), typeof(f))
print(typed.List())

# expect: [1, 2] ListType[int64]([1, 2]) <class 'numba.typed.typedlist.List'>
# expect: TypingError True
# expect: ListType[float64]([1.5, 2.5, 3.0]) 3.0
# expect: ListType[int64]([]) 0 ListType[int64] ListType[float64]
# expect: []
