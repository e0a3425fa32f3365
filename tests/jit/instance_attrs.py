# Attribute loads and stores on instances, class attributes and inlined
# methods in compiled loops, with the guards' reasons to fail happening
# late: a new attribute (new shape), a changed class attribute, a method
# replaced on the class, an instance __dict__, and a value of another type.
class P:
    scale = 2.0

    def __init__(self, x, v):
        self.x = x
        self.v = v

    def energy(self):
        return self.v * self.v * self.scale


def run(ps, steps):
    e = 0.0
    for _ in range(steps):
        for p in ps:
            p.x = p.x + p.v
            if p.x > 100.0 or p.x < 0.0:
                p.v = -p.v
            e += p.energy()
    return e, sum(p.x for p in ps)


ps = [P(float(i), 0.5 + i % 3) for i in range(50)]
print(run(ps, 40))
ps[30].extra = 1
print(run(ps, 40))
P.scale = 3
print(run(ps, 40))
P.energy = lambda self: self.v
print(run(ps, 40))
ps[10].__dict__["v"] = 7.0
print(run(ps, 40))
ps[20].v = 1
print(run(ps, 40))


class Q:
    def __init__(self):
        self.n = 0


def count(qs, rounds):
    for r in range(rounds):
        for q in qs:
            q.n = q.n + r
    return [q.n for q in qs[:5]]


qs = [Q() for _ in range(20)]
print(count(qs, 30))
qs[3].n = 2 ** 62
print(count(qs, 30))
# expect: (11400.0, 3423.0)
# expect: (11400.0, 2381.0)
# expect: (17100.0, 2937.0)
# expect: (-93.0, 2767.0)
# expect: (1184.0, 4063.0)
# expect: (-2438.0, 1591.0)
# expect: [435, 435, 435, 435, 435]
# expect: [870, 870, 870, 4611686018427388339, 870]
