# Subclasses of dict and list reach the base type's dunders through
# super(), and their own overrides are what d[k], k in d, len(d) ... use.
class LoggingDict(dict):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.log = []

    def __setitem__(self, k, v):
        self.log.append(("set", k))
        super().__setitem__(k, v * 2)

    def __getitem__(self, k):
        self.log.append(("get", k))
        return super().__getitem__(k)

    def __delitem__(self, k):
        self.log.append(("del", k))
        super().__delitem__(k)

    def __contains__(self, k):
        self.log.append(("in", k))
        return super().__contains__(k)

    def __len__(self):
        return super().__len__() + 100


d = LoggingDict(a=1)
d["b"] = 2
print(d["b"], "b" in d, "z" in d, len(d))
del d["a"]
print(dict(d), d.log)
print(dict.__getitem__(d, "b"), dict.__len__(d), d.get("b"))
try:
    d["missing"]
except KeyError as e:
    print("KeyError:", e)


class DefaultZero(dict):
    def __missing__(self, k):
        return 0

    def __getitem__(self, k):
        return super().__getitem__(k) + 1


z = DefaultZero(x=5)
print(z["x"], z["nope"])


class Stack(list):
    def __init__(self, items=()):
        super().__init__(items)

    def __getitem__(self, i):
        return super().__getitem__(len(self) - 1 - i)

    def __setitem__(self, i, v):
        super().__setitem__(len(self) - 1 - i, v)

    def __iter__(self):
        return reversed(list(super().__iter__()))

    def __len__(self):
        return super().__len__()

    def __add__(self, other):
        return Stack(super().__add__(list(other)))


s = Stack([1, 2, 3])
print(s[0], s[2], list(s), len(s))
s[0] = 30
print(list(list.__iter__(s)), s[0], list(s + [4]))
print(isinstance(s + [4], Stack), super(Stack, s).__len__(), super(Stack, s).__contains__(2))


class Counter(dict):
    def __iter__(self):
        return iter(sorted(super().__iter__()))


print(list(Counter(b=1, a=2)))

# expect: 4 True False 102
# expect: {'b': 4} [('set', 'b'), ('get', 'b'), ('in', 'b'), ('in', 'z'), ('del', 'a')]
# expect: 4 1 4
# expect: KeyError: 'missing'
# expect: 6 1
# expect: 3 1 [3, 2, 1] 3
# expect: [1, 2, 30] 30 [4, 30, 2, 1]
# expect: True 3 True
# expect: ['a', 'b']
