# Sequence and mapping patterns accept subclasses of deque, ChainMap and
# list/dict, also behind a mixin; plain classes and iterators are neither.
import collections


class Mixin:
    pass


class MyDeque(Mixin, collections.deque):
    pass


class MyChain(collections.ChainMap):
    pass


class MyList(list):
    pass


class Plain:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return i


def kind(x):
    match x:
        case [a, b]:
            return "seq %r %r" % (a, b)
        case {"k": v}:
            return "map %r" % (v,)
        case _:
            return "neither"


print(kind(MyDeque([1, 2])))
print(kind(MyChain({"k": 3})))
print(kind(MyList([4, 5])))
print(kind(Plain()))
print(kind(iter([1, 2])))
print(kind(collections.OrderedDict(k=6)))
print(kind(collections.defaultdict(int, k=7)))
print(kind(collections.Counter(k=8)))

# expect: seq 1 2
# expect: map 3
# expect: seq 4 5
# expect: neither
# expect: neither
# expect: map 6
# expect: map 7
# expect: map 8
