from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
print(Color(2), Color['RED'], Color(1) is Color.RED)
try:
    Color(7)
except ValueError as e:
    print(e)
try:
    Color['PINK']
except KeyError as e:
    print('KeyError', e)

# expect: Color.GREEN Color.RED True
# expect: 7 is not a valid Color
# expect: KeyError 'PINK'
