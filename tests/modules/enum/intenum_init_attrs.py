from enum import IntEnum
class Level(IntEnum):
    LOW = 1
    HIGH = 5
    def __init__(self, value):
        self.label = self.name.lower() + '!'
print(Level.LOW.label, Level(5).label, Level.HIGH + 1, Level.HIGH._value_)
try:
    Level.LOW.missing
except AttributeError as exc:
    print(exc)

# expect: low! high! 6 5
# expect: 'Level' object has no attribute 'missing'
