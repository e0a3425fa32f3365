# Found by scripts/jit_fuzz.py: an attribute stored and then read again in
# each iteration. The read after the first iteration's store must not stand
# for every later iteration's value (loop peeling keeps a load only for
# memory the loop never writes).
class C:
    def __init__(self, a, f):
        self.a = a
        self.f = f
    def m(self, v):
        self.a = self.a - v
        return self.f

G = 7
def f(xs):
    c = C(1, 0.5)
    b = n = 0
    x = y = 0.5
    acc = 0
    L = len(xs)
    i = 0
    while i < 126:
        i += 1
        acc += c.m((G // 7))
        x = (c.a + x)
    return x, acc, c.a

for r in range(3):
    print(f([4, 9, -6, 3]))
    G = G + 1
# expect: (-7874.5, 63.0, -125)
# expect: (-7874.5, 63.0, -125)
# expect: (-7874.5, 63.0, -125)
