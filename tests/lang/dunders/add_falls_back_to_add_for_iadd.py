class A:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        return A(self.v + o)
a = A(1)
b = a
a += 5
print(a.v, b.v, a is b)

# expect: 6 1 False
