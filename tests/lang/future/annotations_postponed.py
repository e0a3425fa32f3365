"""PEP 563: with `from __future__ import annotations` annotations are kept
as their source text and never evaluated (undefined names are fine)."""
from __future__ import annotations
import __future__

x: int = 5
y: Undefined[Thing] = 1
z: list[int]


def f(a: int, b: 'str' = "s", *args: Missing, c: dict[str, int] = None, **kw: float) -> Result:
    return a


class Point:
    x: float
    y: NotDefinedYet
    label: str = "p"

    def move(self, dx: Point) -> Point:
        return self


print(__annotations__)
print(f.__annotations__)
print(Point.__annotations__)
print(Point.move.__annotations__)
print(f(1), x, y, annotations.compiler_flag == __future__.CO_FUTURE_ANNOTATIONS)
print(__future__.annotations.getMandatoryRelease(), __future__.division.getOptionalRelease())
print(len(__future__.all_feature_names), "annotations" in __future__.all_feature_names)


def local():
    v: AlsoUndefined = 3
    return v


print(local())

# expect: {'x': 'int', 'y': 'Undefined[Thing]', 'z': 'list[int]'}
# expect: {'a': 'int', 'b': "'str'", 'args': 'Missing', 'c': 'dict[str, int]', 'kw': 'float', 'return': 'Result'}
# expect: {'x': 'float', 'y': 'NotDefinedYet', 'label': 'str'}
# expect: {'dx': 'Point', 'return': 'Point'}
# expect: 1 5 1 True
# expect: None (2, 2, 0, 'alpha', 2)
# expect: 10 True
# expect: 3
