from enum import Enum, unique
class Dup(Enum):
    A = 1
    B = 1
    C = 2
print(Dup.B is Dup.A, Dup.B, list(Dup.__members__))
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)

# expect: True Dup.A ['A', 'B', 'C']
# expect: duplicate values found in <enum 'U'>: B -> A
