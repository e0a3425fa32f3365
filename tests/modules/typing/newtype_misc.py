from typing import NewType, overload, get_type_hints, Literal, Final, ClassVar
UserId = NewType('UserId', int)
print(UserId(5), UserId.__name__)
def f(x: int, y: str = 'a') -> bool:
    return True
print(get_type_hints(f) == {'x': int, 'y': str, 'return': bool})
print(Literal['a', 'b'], Final[int], ClassVar[int])

# expect: 5 UserId
# expect: True
# expect: typing.Literal['a', 'b'] typing.Final[int] typing.ClassVar[int]
