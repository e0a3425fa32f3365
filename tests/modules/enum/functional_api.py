from enum import Enum, IntEnum
Animal = Enum('Animal', 'ANT BEE CAT')
print(Animal, list(Animal), Animal.BEE.value, Animal(3))
Shape = Enum('Shape', [('SQUARE', 2), ('CIRCLE', 5)])
print(list(Shape), Shape['CIRCLE'].value)
Dir = IntEnum('Dir', {'N': 10, 'S': 20})
print(Dir.S + 1, repr(Dir.N), type(Dir.N) is Dir)

# expect: <enum 'Animal'> [<Animal.ANT: 1>, <Animal.BEE: 2>, <Animal.CAT: 3>] 2 Animal.CAT
# expect: [<Shape.SQUARE: 2>, <Shape.CIRCLE: 5>] 5
# expect: 21 <Dir.N: 10> True
