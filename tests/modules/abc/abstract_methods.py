# abc.ABC and abstractmethod: a class keeping abstract methods cannot be
# instantiated (CPython's message, sorted names), implementations lift it,
# and properties, classmethods and staticmethods can be abstract too.
import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f"{type(self).__name__}: area {self.area()}, perimeter {self.perimeter()}"


class HalfDone(Shape):
    def area(self):
        return 1


class Square(HalfDone):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


for cls in (Shape, HalfDone):
    try:
        cls()
    except TypeError as e:
        print(e)
print(Square(3).describe())
print(sorted(Shape.__abstractmethods__), sorted(HalfDone.__abstractmethods__), Square.__abstractmethods__)
print(type(Shape.__abstractmethods__).__name__, type(Shape).__name__, isinstance(Shape, ABCMeta))
try:
    object.__new__(HalfDone)
except TypeError as e:
    print("object.__new__:", e)


class Named(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def make(cls):
        ...

    @staticmethod
    @abstractmethod
    def kind():
        ...


try:
    Named()
except TypeError as e:
    print(e)


class Real(Named):
    @property
    def name(self):
        return "real"

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def kind():
        return "static"


r = Real.make()
print(r.name, r.kind(), Real.__abstractmethods__ == frozenset())
print(Named.__dict__["name"].__isabstractmethod__, Real.__dict__["name"].__isabstractmethod__)
print(Named.__dict__["make"].__isabstractmethod__, Named.__dict__["kind"].__isabstractmethod__)


class Old(ABC):
    @abc.abstractproperty
    def p(self):
        ...


print(sorted(Old.__abstractmethods__))


# Methods added after the class was made: update_abstractmethods sees them.
class Late(ABC):
    pass


def later(self):
    pass


Late.later = abstractmethod(later)
print(Late.__abstractmethods__, sorted(abc.update_abstractmethods(Late).__abstractmethods__))
try:
    Late()
except TypeError as e:
    print(e)


# A class with abstract methods but a plain metaclass is not checked.
class Plain:
    @abstractmethod
    def f(self):
        ...


print(type(Plain()).__name__, getattr(Plain.f, "__isabstractmethod__", None))


# Subclassing with super().__init__ and keywords through ABCMeta.
class Base(ABC):
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag

    def __init__(self, x):
        self.x = x


class Child(Base, tag="t"):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y


c = Child(1, 2)
print(c.x, c.y, Child.tag)

# expect: Can't instantiate abstract class Shape with abstract methods area, perimeter
# expect: Can't instantiate abstract class HalfDone with abstract method perimeter
# expect: Square: area 9, perimeter 12
# expect: ['area', 'perimeter'] ['perimeter'] frozenset()
# expect: frozenset ABCMeta True
# expect: object.__new__: Can't instantiate abstract class HalfDone with abstract method perimeter
# expect: Can't instantiate abstract class Named with abstract methods kind, make, name
# expect: real static True
# expect: True False
# expect: True True
# expect: ['p']
# expect: frozenset() ['later']
# expect: Can't instantiate abstract class Late with abstract method later
# expect: Plain True
# expect: 1 2 t
