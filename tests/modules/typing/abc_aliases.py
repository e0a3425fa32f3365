# typing's container names stand for collections.abc's classes: isinstance,
# issubclass and subclassing (PEP 560 __mro_entries__, __orig_bases__) go
# there; Union/Optional check their members; Any and subscripted generics
# refuse, as CPython does.
import typing
from typing import Sequence, Mapping, Iterable, List, Dict, Optional, Union, Any, Callable
import collections.abc as cabc
print(isinstance([1], Sequence), isinstance({}, Mapping), isinstance(3, Iterable), isinstance([], List))
print(isinstance({}, Dict), issubclass(list, Sequence), issubclass(dict, typing.MutableMapping))
print(isinstance(1, Union[int, str]), isinstance(None, Optional[int]), isinstance(2.5, Optional[int]))
print(isinstance(len, Callable), isinstance(3, typing.Hashable), isinstance([], typing.Hashable))
for bad in (lambda: isinstance(1, Any), lambda: isinstance([], List[int]), lambda: issubclass(int, Any),
            lambda: isinstance(1, typing.Union)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
class Nums(Sequence):
    def __init__(self, *v): self.v = v
    def __getitem__(self, i): return self.v[i]
    def __len__(self): return len(self.v)
class Ints(Sequence[int]):
    def __init__(self, *v): self.v = v
    def __getitem__(self, i): return self.v[i]
    def __len__(self): return len(self.v)
n = Nums(1, 2, 3)
print(list(reversed(n)), n.index(2), 3 in n, Ints(4, 5).count(4), isinstance(n, cabc.Sequence))
print(Nums.__mro__[1] is cabc.Sequence, Ints.__mro__[1] is cabc.Sequence)
print(Sequence[int], Mapping[str, int], typing.Sequence)
print(Ints.__orig_bases__, "__orig_bases__" in Nums.__dict__)
class L(typing.List[int]):
    pass
print(L([1, 2]), L.__mro__[1].__name__, isinstance(L(), list))
class NotABase:
    pass
try:
    class Bad(NotABase()):
        pass
except TypeError as e:
    print("TypeError")
# expect: True True False True
# expect: True True True
# expect: True True False
# expect: True True False
# expect: TypeError: typing.Any cannot be used with isinstance()
# expect: TypeError: Subscripted generics cannot be used with class and instance checks
# expect: TypeError: typing.Union cannot be used with isinstance()
# expect: [3, 2, 1] 1 True 1 True
# expect: True True
# expect: typing.Sequence[int] typing.Mapping[str, int] typing.Sequence
# expect: (typing.Sequence[int],) True
# expect: [1, 2] list True
# expect: TypeError
