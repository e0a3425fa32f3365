# Calling a class in a compiled loop: the instance is made by the trace and
# __init__ is inlined, its attribute stores moving the instance through
# shapes. Late changes: __init__ replaced, an __init__ that returns a value,
# one that raises, a class attribute becoming a property.
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return V(self.x + o.x, self.y + o.y)


def walk(n, step):
    p = V(0, 0)
    for i in range(n):
        p = p.add(step)
        if i % 7 == 0:
            p = V(p.x - 1, p.y)
    return p.x, p.y


print(walk(100, V(2, 3)))
print(walk(100, V(0.5, 1)))


def init3(self, x, y):
    self.x = x * 3
    self.y = y
    self.z = 0


V.__init__ = init3
print(walk(100, V(1, 1)))


def bad_init(self, x, y):
    self.x = x
    self.y = y
    if x > 50:
        return 1


V.__init__ = bad_init
try:
    walk(100, V(1, 1))
except TypeError as e:
    print("TypeError:", e)


def raising_init(self, x, y):
    self.x = 10 // (x - 40)
    self.y = y


V.__init__ = raising_init
walk(100, V(1, 1))
# expect: (185, 300)
# expect: (35.0, 100)
# expect: (23416326627159593685826665800068701624323880693074527737, 100)
# expect: TypeError: __init__() should return None, not 'int'
