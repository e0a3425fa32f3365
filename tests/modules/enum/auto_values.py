from enum import Enum, auto
class A(Enum):
    X = auto()
    Y = auto()
    Z = 'z'
print(A.X.value, A.Y.value, A.Z, repr(A.Z))
class B(Enum):
    P = 10
    Q = auto()
print(B.Q.value)

# expect: 1 2 A.Z <A.Z: 'z'>
# expect: 11
