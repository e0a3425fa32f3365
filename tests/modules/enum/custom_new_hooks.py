from enum import Enum, auto
class Coord(Enum):
    def __new__(cls, value, label):
        obj = object.__new__(cls)
        obj._value_ = value
        obj.label = label
        return obj
    X = (1, 'ex')
    Y = (2, 'why')
print(Coord(2), Coord.X.label, Coord.Y.value)
class Gen(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name * 2
    P = auto()
    Q = auto()
print(Gen.P.value, Gen.Q.value)
class Missing(Enum):
    A = 1
    @classmethod
    def _missing_(cls, value):
        return cls.A
print(Missing(99))
class Ig(Enum):
    _ignore_ = 'tmp'
    tmp = 5
    A = 1
print(list(Ig), hasattr(Ig, 'tmp'))

# expect: Coord.Y ex 2
# expect: PP QQ
# expect: Missing.A
# expect: [<Ig.A: 1>] False
