import copy
from collections import namedtuple
Point = namedtuple('Point', 'x y')
p = Point(1, 2)
print(type(p) is Point, type(Point._make([3, 4])) is Point, type(p._replace(x=9)) is Point)
print(Point.__mro__, p.__getnewargs__())
q = copy.copy(p)
r = copy.deepcopy(Point([1], 2))
print(q, type(q) is Point, r, type(r) is Point)
class Point3(Point):
    def norm1(self):
        return abs(self.x) + abs(self.y)
print(type(Point3(3, -4)) is Point3, Point3(3, -4).norm1(), bool(Point._make([0, 0])))

# expect: True True True
# expect: (<class '__main__.Point'>, <class 'tuple'>, <class 'object'>) (1, 2)
# expect: Point(x=1, y=2) True Point(x=[1], y=2) True
# expect: True 7 True
