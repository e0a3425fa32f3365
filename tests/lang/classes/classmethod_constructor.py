class Temp:
    def __init__(self, c):
        self.c = c
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
t = Temp.from_f(212)
print(type(t).__name__, t.c)

# expect: Temp 100.0
