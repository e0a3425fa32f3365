# type.__subclasses__(): the live direct subclasses, in definition order;
# a class the collector frees leaves the list.
import gc


class Base:
    pass


class A(Base):
    pass


class B(Base):
    pass


class C(A, B):
    pass


def names(cls):
    return [c.__name__ for c in cls.__subclasses__()]


print(names(Base), names(A), names(B), names(C))
D = type("D", (Base,), {})
print(names(Base), type.__subclasses__(A))


def make():
    class Temp(Base):
        pass
    return Temp


t = make()
print(names(Base))
del t
gc.collect()
print(names(Base))
# Classes made and dropped in a loop do not pile up (tpy's collector may
# still see the last one in a dead register, so count rather than list).
for _ in range(1000):
    make()
gc.collect()
print(len(names(Base)) < 10)


class MyError(ValueError):
    pass


print("MyError" in names(ValueError), bool in int.__subclasses__(), names(MyError))
try:
    type.__subclasses__(1)
except TypeError as e:
    print("TypeError:", e)


# expect: ['A', 'B'] ['C'] ['C'] []
# expect: ['A', 'B', 'D'] [<class '__main__.C'>]
# expect: ['A', 'B', 'D', 'Temp']
# expect: ['A', 'B', 'D']
# expect: True
# expect: True True []
# expect: TypeError: descriptor '__subclasses__' for 'type' objects doesn't apply to a 'int' object
