from enum import IntEnum
class Num(IntEnum):
    ONE = 1
    TWO = 2
    UNO = 1
print(hash(Num.ONE) == hash(1), Num.ONE + Num.TWO, str(Num.ONE), format(Num.TWO, '>4'), '%d' % Num.TWO)
print(Num.ONE._value_, Num.ONE._name_, sorted([Num.TWO, Num.ONE]), {Num.ONE: 'x'}[1], int(Num.TWO))
print(Num.UNO is Num.ONE, list(Num), Num.__members__)
print(Num.ONE * 3, Num.TWO > Num.ONE, -Num.ONE, Num(2) is Num.TWO)

# expect: True 3 1    2 2
# expect: 1 ONE [<Num.ONE: 1>, <Num.TWO: 2>] x 2
# expect: True [<Num.ONE: 1>, <Num.TWO: 2>] {'ONE': <Num.ONE: 1>, 'TWO': <Num.TWO: 2>, 'UNO': <Num.ONE: 1>}
# expect: 3 True -1 True
