# PEP 604: X | Y on classes makes a types.UnionType that isinstance,
# issubclass, annotations, ==, hash and repr understand.
import types
from typing import Optional
U = int | None
print(U, repr(U), type(U).__name__, U.__args__)
print(isinstance(3, int | str), isinstance("a", int | str), isinstance(None, U), isinstance(2.5, U))
print(issubclass(bool, int | str), issubclass(float, int | str))
print(int | str == str | int, (int | str | int).__args__, int | int)
print(None | int, list[int] if False else 0, (int | None) | float)


class A:
    pass


print(A | None, isinstance(A(), A | None), hash(int | str) == hash(str | int))


def f(x: int | None = None, y: "str | bytes" = b"") -> list | None:
    return x


print(f.__annotations__["x"], f(3))
try:
    int | 3
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(1, 3)
except TypeError as e:
    print("TypeError", e)
print(types.NoneType, types.SimpleNamespace(a=1), types.FunctionType is type(f))
# expect: int | None int | None UnionType (<class 'int'>, <class 'NoneType'>)
# expect: True True True False
# expect: True False
# expect: True (<class 'int'>, <class 'str'>) <class 'int'>
# expect: None | int 0 int | None | float
# expect: __main__.A | None True True
# expect: int | None 3
# expect: TypeError unsupported operand type(s) for |: 'type' and 'int'
# expect: TypeError isinstance() arg 2 must be a type, a tuple of types, or a union
# expect: <class 'NoneType'> namespace(a=1) True
