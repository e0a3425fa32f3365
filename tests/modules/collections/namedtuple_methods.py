from collections import namedtuple
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, 2)
print(Point._fields, p._asdict(), p._replace(x=5), p)
print(Point._make([3, 4]), Point._make(range(2)))
P3 = namedtuple('P3', 'a, b, c', defaults=[0])
print(P3(1, 2), P3._field_defaults, P3(1, 2, 3).c)
R = namedtuple('R', ['ok', 'def', 'ok'], rename=True)
print(R._fields)
try:
    namedtuple('Bad', ['_x'])
except ValueError as e:
    print(e)

# expect: ('x', 'y') {'x': 1, 'y': 2} Point(x=5, y=2) Point(x=1, y=2)
# expect: Point(x=3, y=4) Point(x=0, y=1)
# expect: P3(a=1, b=2, c=0) {'c': 0} 3
# expect: ('ok', '_1', '_2')
# expect: Field names cannot start with an underscore: '_x'
