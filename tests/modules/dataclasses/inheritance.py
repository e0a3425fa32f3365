from dataclasses import dataclass
@dataclass
class Base:
    __annotations__ = {'x': int}
@dataclass
class Child(Base):
    __annotations__ = {'y': int}
    y = 2
c = Child(1)
print(c, c.x, c.y, Child(5, 6) == Child(5, 6), isinstance(c, Base))

# expect: Child(x=1, y=2) 1 2 True True
