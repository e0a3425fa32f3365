from dataclasses import dataclass
@dataclass
class Point:
    __annotations__ = {'x': int, 'y': int}
    y = 0
p = Point(1)
print(p, p == Point(1, 0), p != Point(2), Point(3, 4).y)
print(Point.__init__.__qualname__, Point.__hash__)
try:
    Point()
except TypeError as e:
    print(e)

# expect: Point(x=1, y=0) True True 4
# expect: Point.__init__ None
# expect: Point.__init__() missing 1 required positional argument: 'x'
