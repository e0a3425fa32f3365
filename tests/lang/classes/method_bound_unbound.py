class C:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
c = C(7)
m = c.get
print(m(), C.get(c), m.__self__ is c, m.__func__ is C.get)

# expect: 7 7 True True
