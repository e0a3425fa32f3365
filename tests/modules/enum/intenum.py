from enum import IntEnum
class Num(IntEnum):
    ONE = 1
    TWO = 2
print(Num.ONE, repr(Num.TWO), Num.ONE + 1, Num.TWO == 2, Num(2), Num(1) is Num.ONE)
print(Num.ONE < Num.TWO, {1: 'a'}[Num.ONE], f"{Num.TWO}", Num.TWO.name, isinstance(Num.ONE, int))

# expect: 1 <Num.TWO: 2> 2 True 2 True
# expect: True a 2 TWO True
