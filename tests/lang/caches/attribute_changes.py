# Attribute loads, stores and method calls repeated at one site must see
# every change: class attributes rebound, methods replaced or shadowed by
# instance attributes, instances with different attribute orders, __dict__
# switched on, attributes deleted, __class__ reassigned, data descriptors
# added to the class later.

class P:
    kind = "p"

    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


class Q:
    kind = "q"

    def __init__(self, x):
        self.y = 0
        self.x = x

    def get(self):
        return -self.x


def read_all(objs):
    out = []
    for o in objs:
        out.append((o.x, o.kind, o.get()))
    return out


a, b, c = P(1), P(2), Q(3)
print(read_all([a, b, c, a]))
P.kind = "P2"
print(read_all([a, b]))
P.get = lambda self: self.x * 100
print(read_all([a, c]))
b.get = lambda: "shadowed"
print(read_all([a, b]))
b.__dict__["x"] = 20
print(read_all([b, a]))
del a.x
a.x = 5
print(read_all([a]))
a.__class__ = Q
print(read_all([a, b]))


class R:
    def __init__(self):
        self.v = 1


def bump(objs):
    for o in objs:
        o.v = o.v + 1
    return [o.v for o in objs]


r1, r2 = R(), R()
print(bump([r1, r2, r1]))
R.v = property(lambda self: 99, lambda self, val: None)
print(bump([r1, r2]))


class S:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 0


def set_b(o):
    try:
        o.b = 1
    except AttributeError as e:
        return str(e)
    return "stored"


print(set_b(S()), set_b(P(0)), set_b(S()))
# expect: [(1, 'p', 1), (2, 'p', 2), (3, 'q', -3), (1, 'p', 1)]
# expect: [(1, 'P2', 1), (2, 'P2', 2)]
# expect: [(1, 'P2', 100), (3, 'q', -3)]
# expect: [(1, 'P2', 100), (2, 'P2', 'shadowed')]
# expect: [(20, 'P2', 'shadowed'), (1, 'P2', 100)]
# expect: [(5, 'P2', 500)]
# expect: [(5, 'q', -5), (20, 'P2', 'shadowed')]
# expect: [3, 2, 3]
# expect: [99, 99]
# expect: 'S' object has no attribute 'b' stored 'S' object has no attribute 'b'
