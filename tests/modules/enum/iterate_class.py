from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
print(list(Color), len(Color), Color.RED in Color)
print(Color)

# expect: [<Color.RED: 1>, <Color.GREEN: 2>] 2 True
# expect: <enum 'Color'>
