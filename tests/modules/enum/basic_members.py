from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    def describe(self):
        return self.name.lower()
print(Color.RED, repr(Color.GREEN), Color.RED.name, Color.RED.value, Color.RED.describe())
print(Color.RED == Color.RED, Color.RED != Color.BLUE, isinstance(Color.RED, Color), type(Color.RED).__name__)
print(f"{Color.RED}", {Color.RED: 'r'}[Color.RED], [m.name for m in Color.__members__.values()])

# expect: Color.RED <Color.GREEN: 2> RED 1 red
# expect: True True True Color
# expect: Color.RED r ['RED', 'GREEN', 'BLUE']
