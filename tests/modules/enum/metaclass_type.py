from enum import Enum, EnumMeta, EnumType, IntEnum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(type(Color) is EnumType, EnumMeta is EnumType, type(Num) is EnumType)
print(type(Color.RED) is Color, type(Num.ONE) is Num, isinstance(Num.ONE, int))
print(list(reversed(Color)), bool(Color), Color.__members__)
print(Num.__mro__)
print(Color.GREEN in Color, Num.ONE in Color, repr(Num))

# expect: True True True
# expect: True True True
# expect: [<Color.BLUE: 3>, <Color.GREEN: 2>, <Color.RED: 1>] True {'RED': <Color.RED: 1>, 'GREEN': <Color.GREEN: 2>, 'BLUE': <Color.BLUE: 3>}
# expect: (<enum 'Num'>, <enum 'IntEnum'>, <class 'int'>, <enum 'ReprEnum'>, <enum 'Enum'>, <class 'object'>)
# expect: True False <enum 'Num'>
