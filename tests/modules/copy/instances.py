import copy
class P:
    def __init__(self, x, ys):
        self.x = x
        self.ys = ys
    def __repr__(self):
        return 'P(%r, %r)' % (self.x, self.ys)
p = P(1, [1, 2])
q = copy.copy(p)
r = copy.deepcopy(p)
p.ys.append(3)
print(q, r, q.ys is p.ys, type(r) is P)
class S:
    __slots__ = ('a', 'b')
s1 = S()
s1.a = [1]
s2 = copy.deepcopy(s1)
s1.a.append(2)
print(s2.a, hasattr(s2, 'b'))

# expect: P(1, [1, 2, 3]) P(1, [1, 2]) True True
# expect: [1] False
