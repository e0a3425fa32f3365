# object.__ne__ inverts type(self).__eq__ unless it says NotImplemented;
# `!=` on a class defining only __eq__ does the same.
class A:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        if isinstance(o, A):
            return self.v == o.v
        return NotImplemented


a, b, c = A(1), A(1), A(2)
print(a != b, a != c, a != 3, 3 != a)
print(object.__ne__(a, b), object.__ne__(a, c), object.__ne__(a, 3))
print(a.__ne__(b), a.__ne__(c), a.__ne__("x"))
print(object.__eq__(a, a), object.__eq__(a, b))
o = object()
print(object.__ne__(o, o), object.__ne__(o, object()))


class B:
    def __eq__(self, o):
        return "yes"


print(B() != B(), B().__ne__(B()))


class C:
    def __eq__(self, o):
        return []


print(C() != 1, C().__ne__(1))


class D(A):
    def __ne__(self, o):
        r = super().__ne__(o)
        print("D.__ne__ ->", r)
        return r


print(D(1) != A(1), D(1) != A(2), D(1) != None)
print((5).__ne__(5), (5).__ne__(6), (5).__ne__("x"), "a".__ne__("b"))


class Bad:
    def __eq__(self, o):
        raise ValueError("no eq")


try:
    Bad() != 1
except ValueError as e:
    print("ValueError", e)
try:
    object.__ne__(Bad(), 1)
except ValueError as e:
    print("ValueError", e)
try:
    object.__ne__()
except TypeError as e:
    print(e)

# expect: False True True True
# expect: False True NotImplemented
# expect: False True NotImplemented
# expect: True NotImplemented
# expect: False NotImplemented
# expect: False False
# expect: True True
# expect: D.__ne__ -> False
# expect: D.__ne__ -> True
# expect: D.__ne__ -> NotImplemented
# expect: False True True
# expect: False True NotImplemented True
# expect: ValueError no eq
# expect: ValueError no eq
# expect: descriptor '__ne__' of 'object' object needs an argument
