from typing import NamedTuple
Point = NamedTuple('Point', [('x', int), ('y', int)])
p = Point(1, 2)
print(p, p.y, p._fields, isinstance(p, tuple))
print(p._replace(x=3), Point._make([5, 6]))

# expect: Point(x=1, y=2) 2 ('x', 'y') True
# expect: Point(x=3, y=2) Point(x=5, y=6)
