class P:
    def __init__(self, x):
        self.x = x
    def __repr__(self):
        return f"P({self.x!r})"
    def __str__(self):
        return f"<{self.x}>"
p = P("a")
print(p, repr(p), [p], str(p), f"{p}", f"{p!r}")

# expect: <a> P('a') [P('a')] <a> <a> P('a')
