from enum import Enum, StrEnum
class Color(Enum):
    RED = 1
try:
    class More(Color):
        PINK = 4
except TypeError as e:
    print('TypeError', e)
try:
    class Bad(StrEnum):
        X = 1
except TypeError as e:
    print('TypeError', e)
class Base(Enum):
    def describe(self):
        return '%s=%s' % (self.name, self.value)
class Sub(Base):
    X = 'x'
    Y = 'y'
print(Sub.X.describe(), list(Sub), len(Base))

# expect: TypeError <enum 'More'> cannot extend <enum 'Color'>
# expect: TypeError 1 is not a string
# expect: X=x [<Sub.X: 'x'>, <Sub.Y: 'y'>] 0
