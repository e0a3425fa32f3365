# An object keeps its class alive through collections: classes made
# inside functions (namedtuple's), deleted from their module, or made by
# type() and reachable only from their instances.
import gc
from collections import namedtuple

Point = namedtuple("Point", "x y")
p = Point(1, 2)
del Point
v = namedtuple("V", "a b")(3, 4)


class A:
    def hello(self):
        return "hello from " + type(self).__name__


a = A()
del A


def make():
    class Local(Exception):
        pass
    return Local("boom")


e = make()
t = type("Made", (object,), {"twice": lambda self, n: 2 * n})()

for _ in range(3):
    gc.collect()
    junk = [[i] * 10 for i in range(2000)]

print(p, p.x + p.y, v, v._fields)
print(a.hello(), type(a).__mro__[0].__name__)
print(repr(e), isinstance(e, Exception), type(e).__name__)
print(t.twice(21), type(t).__name__)

# expect: Point(x=1, y=2) 3 V(a=3, b=4) ('a', 'b')
# expect: hello from A A
# expect: Local('boom') True Local
# expect: 42 Made
