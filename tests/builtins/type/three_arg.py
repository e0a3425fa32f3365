Point = type("Point", (object,), {"x": 1, "get": lambda self: self.x * 10})
p = Point()
print(Point.__name__, p.x, p.get(), isinstance(p, Point))

# expect: Point 1 10 True
