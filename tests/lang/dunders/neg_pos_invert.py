class V:
    def __init__(self, v): self.v = v
    def __neg__(self): return "neg%d" % self.v
    def __pos__(self): return "pos%d" % self.v
    def __invert__(self): return "inv%d" % self.v
v = V(3)
print(-v, +v, ~v)

# expect: neg3 pos3 inv3
