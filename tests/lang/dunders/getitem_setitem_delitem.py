class Grid:
    def __init__(self):
        self.d = {}
    def __getitem__(self, k):
        return self.d.get(k, ".")
    def __setitem__(self, k, v):
        self.d[k] = v
    def __delitem__(self, k):
        del self.d[k]
g = Grid()
g[1, 2] = "x"
print(g[1, 2], g[0, 0], g.d)
del g[1, 2]
print(g.d)

# expect: x . {(1, 2): 'x'}
# expect: {}
