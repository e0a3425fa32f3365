# User containers built on collections.abc: the mixin methods of Sequence,
# MutableSequence, Mapping, MutableMapping, Set and MutableSet, `match`
# patterns on them and on registered classes, and the abstract-method errors.
from collections.abc import (Sequence, MutableSequence, Mapping, MutableMapping, Set, MutableSet,
                             Iterator, Sized, Hashable)


class Span(Sequence):
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * 10

    def __len__(self):
        return self.n


s = Span(5)
print(list(s), 20 in s, 25 in s, list(reversed(s)), s.index(30), s.count(10), s[1:3])
try:
    s.index(7)
except ValueError:
    print("ValueError from index")


class Stack(MutableSequence):
    def __init__(self, items=()):
        self.items = list(items)

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.items[i] = v

    def __delitem__(self, i):
        del self.items[i]

    def __len__(self):
        return len(self.items)

    def insert(self, i, v):
        self.items.insert(i, v)

    def __repr__(self):
        return f"Stack({self.items})"


st = Stack([1, 2])
st.append(3)
st.extend([4, 5])
st += [6]
print(st, st.pop(), st.pop(0), st)
st.remove(3)
st.reverse()
print(st, len(st))
st.clear()
print(st)


class Registry(MutableMapping):
    def __init__(self):
        self.data = {}

    def __getitem__(self, k):
        return self.data[k.lower()]

    def __setitem__(self, k, v):
        self.data[k.lower()] = v

    def __delitem__(self, k):
        del self.data[k.lower()]

    def __iter__(self):
        return iter(self.data)

    def __len__(self):
        return len(self.data)


r = Registry()
r["A"] = 1
r.update({"B": 2}, C=3)
print(r["a"], r.get("b"), r.get("z", 0), "C" in r, sorted(r), sorted(r.items()), sorted(r.values()))
print(r.setdefault("D", 4), r.pop("a"), r.pop("zz", None), len(r), r == {"b": 2, "c": 3, "d": 4})
print(type(r.keys()).__name__, "b" in r.keys(), ("c", 3) in r.items(), 4 in r.values())
print(r.popitem(), len(r))
try:
    r.pop("nope")
except KeyError as e:
    print("KeyError", e)


class Frozen(Mapping):
    def __init__(self, **kw):
        self._d = dict(kw)

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)


fz = Frozen(x=1, y=2)
print(dict(fz), fz.keys() == {"x", "y"}, fz.keys() & {"x", "q"}, fz == Frozen(y=2, x=1))


class Bits(MutableSet):
    def __init__(self, it=()):
        self.bits = set()
        for x in it:
            self.add(x)

    def __contains__(self, x):
        return x in self.bits

    def __iter__(self):
        return iter(sorted(self.bits))

    def __len__(self):
        return len(self.bits)

    def add(self, x):
        self.bits.add(x)

    def discard(self, x):
        self.bits.discard(x)

    def __repr__(self):
        return f"Bits({sorted(self.bits)})"


a, b = Bits([1, 2, 3]), Bits([3, 4])
print(a | b, a & b, a - b, a ^ b, a <= Bits([1, 2, 3, 9]), a < a, a == Bits([3, 2, 1]), a.isdisjoint(b))
a |= {7}
a -= {1}
print(a, a.pop(), a)
a.remove(3)
try:
    a.remove(99)
except KeyError as e:
    print("KeyError", e)
print(a)


def kind(x):
    match x:
        case [first, *rest]:
            return f"seq {first} {rest}"
        case {"x": v}:
            return f"map {v}"
        case _:
            return "other"


class Pair:
    def __init__(self, a, b):
        self.v = (a, b)

    def __getitem__(self, i):
        return self.v[i]

    def __len__(self):
        return 2


print(kind(Span(3)), kind(Stack([9])), kind(fz), kind(Pair(1, 2)))
Sequence.register(Pair)
print(kind(Pair(1, 2)), isinstance(Pair(1, 2), Sequence), issubclass(Pair, Sized))

for cls in (Sequence, MutableMapping, Set):
    try:
        cls()
    except TypeError as e:
        print(e)


class Countdown(Iterator):
    def __init__(self, n):
        self.n = n

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n


print(list(Countdown(3)), iter(Countdown(1)).__class__.__name__, isinstance(Countdown(1), Hashable))
# expect: [0, 10, 20, 30, 40] True False [40, 30, 20, 10, 0] 3 1 [10, 20]
# expect: ValueError from index
# expect: Stack([2, 3, 4, 5]) 6 1 Stack([2, 3, 4, 5])
# expect: Stack([5, 4, 2]) 3
# expect: Stack([])
# expect: 1 2 0 True ['a', 'b', 'c'] [('a', 1), ('b', 2), ('c', 3)] [1, 2, 3]
# expect: 4 1 None 3 True
# expect: KeysView True True True
# expect: ('b', 2) 2
# expect: KeyError 'nope'
# expect: {'x': 1, 'y': 2} True {'x'} True
# expect: Bits([1, 2, 3, 4]) Bits([3]) Bits([1, 2]) Bits([1, 2, 4]) True False True False
# expect: Bits([3, 7]) 2 Bits([3, 7])
# expect: KeyError 99
# expect: Bits([7])
# expect: seq 0 [10, 20] seq 9 [] map 1 other
# expect: seq 1 [2] True True
# expect: Can't instantiate abstract class Sequence with abstract methods __getitem__, __len__
# expect: Can't instantiate abstract class MutableMapping with abstract methods __delitem__, __getitem__, __iter__, __len__, __setitem__
# expect: Can't instantiate abstract class Set with abstract methods __contains__, __iter__, __len__
# expect: [2, 1, 0] Countdown True
