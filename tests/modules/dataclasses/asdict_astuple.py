from dataclasses import dataclass, field, asdict, astuple, fields, replace
@dataclass
class Point:
    __annotations__ = {'x': int, 'y': int}
@dataclass
class Line:
    __annotations__ = {'a': Point, 'b': Point, 'tags': list}
    tags = field(default_factory=list)
ln = Line(Point(0, 0), Point(1, 2), ['t'])
print(asdict(ln))
print(astuple(ln))
print([f.name for f in fields(Line)], replace(ln.b, y=9))

# expect: {'a': {'x': 0, 'y': 0}, 'b': {'x': 1, 'y': 2}, 'tags': ['t']}
# expect: ((0, 0), (1, 2), ['t'])
# expect: ['a', 'b', 'tags'] Point(x=1, y=9)
