class C:
    factor = 3
    @staticmethod
    def twice(x):
        return 2 * x
    @classmethod
    def scaled(cls, x):
        return cls.factor * x
class D(C):
    factor = 10
print(C.twice(4), C().twice(5), C.scaled(2), D.scaled(2), D().scaled(1))

# expect: 8 10 6 20 10
