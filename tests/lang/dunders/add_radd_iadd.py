class Money:
    def __init__(self, c):
        self.c = c
    def __add__(self, o):
        print("add")
        return Money(self.c + (o.c if isinstance(o, Money) else o))
    def __radd__(self, o):
        print("radd")
        return Money(self.c + o)
    def __iadd__(self, o):
        print("iadd")
        self.c += o.c
        return self
m = Money(5) + Money(3)
n = 10 + m
k = m
k += Money(1)
print(m.c, n.c, k is m, sum([Money(1), Money(2)]).c)

# expect: add
# expect: radd
# expect: iadd
# expect: radd
# expect: add
# expect: 9 18 True 3
