# Subclasses of property, classmethod and staticmethod: made through the
# base's __init__, with instance attributes, their own __get__ honoured,
# getter/setter copies made by the subclass, and abc's deprecated forms.
class P(property):
    pass
class C:
    @P
    def x(self): return 1
    @x.setter
    def x(self, v): print("set", v)
c = C(); print(c.x, type(C.__dict__["x"]).__name__); c.x = 5
class Logged(property):
    def __init__(self, fget, label=None):
        super().__init__(fget)
        self.label = label
    def __get__(self, obj, owner=None):
        if obj is None: return self
        print("get", self.label)
        return super().__get__(obj, owner)
class D:
    @Logged
    def y(self): return 2
    z = Logged(lambda self: 3, label="z")
print(D().y, D().z, D.z.label)
class CM(classmethod):
    pass
class S(staticmethod):
    def __init__(self, f):
        super().__init__(f)
        self.tag = "s"
class E:
    @CM
    def k(cls): return cls.__name__
    @S
    def s(): return "static"
print(E.k(), E().k(), E.s(), E().s(), E.__dict__["s"].tag)
import abc
class Old(abc.ABC):
    @abc.abstractproperty
    def p(self): ...
    @abc.abstractclassmethod
    def m(cls): ...
    @abc.abstractstaticmethod
    def s(): ...
print(sorted(Old.__abstractmethods__))
class Upper(property):
    def __set__(self, obj, value):
        super().__set__(obj, value.upper())


class F:
    def __init__(self):
        self._v = ""

    def _get(self):
        return self._v

    def _set(self, v):
        self._v = v

    v = Upper(_get, _set)


f = F()
f.v = "abc"
print(f.v, type(F.__dict__["v"].setter(F._set)).__name__)
print(hasattr(property, "__set__"), hasattr(property, "__delete__"), hasattr(classmethod, "__get__"))
print(classmethod(repr).__get__(None, int)(), staticmethod(len).__get__(None, int)("ab"))
loose = property(lambda self: 1)
for op in (lambda: loose.__delete__(f), lambda: loose.__set__(f, 2)):
    try:
        op()
    except AttributeError as e:
        print("AttributeError:", e)
# expect: 1 P
# expect: set 5
# expect: get None
# expect: get z
# expect: 2 3 z
# expect: E E static static s
# expect: ['m', 'p', 's']
# expect: ABC Upper
# expect: True True True
# expect: <class 'int'> 2
# expect: AttributeError: property of 'F' object has no deleter
# expect: AttributeError: property of 'F' object has no setter
