from collections import namedtuple
Point = namedtuple('Point', 'x y')
p = Point(1, 2)
print(p, p.x, p.y, p[0], len(p), type(p).__name__)
print(p == (1, 2), isinstance(p, tuple), isinstance(p, Point), hash(p) == hash((1, 2)))
x, y = p
print(x + y, sum(p), p + (3,), list(p), Point(y=3, x=4))
print(sorted([Point(2, 1), Point(1, 2)]))
try:
    Point(1)
except TypeError as e:
    print(e)

# expect: Point(x=1, y=2) 1 2 1 2 Point
# expect: True True True True
# expect: 3 3 (1, 2, 3) [1, 2] Point(x=4, y=3)
# expect: [Point(x=1, y=2), Point(x=2, y=1)]
# expect: Point.__new__() missing 1 required positional argument: 'y'
