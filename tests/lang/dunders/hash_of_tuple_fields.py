class P:
    def __init__(self, a, b):
        self.a, self.b = a, b
    def __eq__(self, o):
        return (self.a, self.b) == (o.a, o.b)
    def __hash__(self):
        return hash((self.a, self.b))
print(P(1, 2) == P(1, 2), hash(P(1, 2)) == hash(P(1, 2)), len({P(1, 2), P(1, 2), P(2, 1)}))

# expect: True True 2
