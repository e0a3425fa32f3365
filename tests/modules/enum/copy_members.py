import copy
from enum import Enum, IntEnum
class Color(Enum):
    RED = 1
class Num(IntEnum):
    ONE = 1
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy(Num.ONE) is Num.ONE)
print(copy.deepcopy([Color.RED, Num.ONE]), Color.RED.__reduce_ex__(2))
print(dir(Color.RED))

# expect: True True
# expect: [<Color.RED: 1>, <Num.ONE: 1>] (<enum 'Color'>, (1,))
# expect: ['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value']
