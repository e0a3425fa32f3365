class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def dist2(self):
        return self.x ** 2 + self.y ** 2
p = Point(3, 4)
print(p.x, p.y, p.dist2())
p.x = 6
print(p.dist2())

# expect: 3 4 25
# expect: 52
