class Pair(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))

    @property
    def first(self):
        return self[0]


p = Pair(3, 4)
print(p, p.first, type(p).__name__, isinstance(p, tuple), hash(p) == hash((3, 4)), len(p))

# expect: (3, 4) 3 Pair True True 2
