# Assigning __class__ moves an instance to another user class with the
# same layout; anything else is a TypeError with CPython's message.
class A:
    def who(self):
        return "A"


class B:
    def who(self):
        return "B"


class S:
    __slots__ = ("v",)


a = A()
a.x = 1
print(a.who(), type(a).__name__)
a.__class__ = B
print(a.who(), type(a).__name__, a.x, isinstance(a, B), isinstance(a, A))
for value in (5, S, int):
    try:
        a.__class__ = value
    except TypeError as e:
        print(e)
try:
    (1).__class__ = B
except TypeError as e:
    print(e)
# expect: A A
# expect: B B 1 True False
# expect: __class__ must be set to a class, not 'int' object
# expect: __class__ assignment: 'S' object layout differs from 'B'
# expect: __class__ assignment only supported for mutable types or ModuleType subclasses
# expect: __class__ assignment only supported for mutable types or ModuleType subclasses
