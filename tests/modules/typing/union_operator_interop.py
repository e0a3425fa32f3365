# typing's unions and PEP 604's `|` unions meet: equality as sets of members,
# get_args/get_origin, and get_type_hints evaluating postponed annotations.
from __future__ import annotations

import types
import typing
from typing import Optional, Union


def f(x: int | None, y: "list[str]" = None, *, z: Optional[str] = None) -> dict[str, int] | None:
    return None


class Node:
    value: int
    parent: Node | None


print(Optional[int] == (int | None), (int | None) == Optional[int])
print(Union[int, str] == (str | int), Union[int, str] == Union[str, int], Union[int, str] == (int | float))
print(hash(Union[int, str]) == hash(Union[str, int]))
print(typing.get_args(int | str), typing.get_origin(int | str) is types.UnionType)
print(typing.get_args(Union[int, str]), typing.get_origin(Union[int, str]) is Union)
print(typing.get_args(int), typing.get_origin(int))
hints = typing.get_type_hints(f)
print(sorted(hints), hints["x"] == (int | None), hints["z"] == Optional[str])
print(typing.get_type_hints(Node) == {"value": int, "parent": Node | None})


def g(a: None) -> None:
    pass


print(typing.get_type_hints(g))
# expect: True True
# expect: True True False
# expect: True
# expect: (<class 'int'>, <class 'str'>) True
# expect: (<class 'int'>, <class 'str'>) True
# expect: () None
# expect: ['return', 'x', 'y', 'z'] True True
# expect: True
# expect: {'a': <class 'NoneType'>, 'return': <class 'NoneType'>}
