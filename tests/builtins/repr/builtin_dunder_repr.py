# The built-in types' own __repr__ (int.__repr__(x) inside a subclass's
# __repr__, type.__repr__, None.__repr__), and str()/format() of
# subclasses that override __repr__ (an empty format spec is str(self)).
print(int.__repr__(5), float.__repr__(2.5), str.__repr__('a'), list.__repr__([1]), dict.__repr__({1: 2}), tuple.__repr__((1,)))
print(int.__str__(5), float.__str__(2.5), bool.__repr__(True), complex.__repr__(1j), (5).__repr__(), 2.5.__str__())
print(None.__repr__(), ....__repr__(), NotImplemented.__repr__(), slice(1).__repr__(), type.__repr__(int), int.__repr__(True))
print(set.__repr__({3}), frozenset.__repr__(frozenset()), bytes.__repr__(b"x"), range.__repr__(range(2)))


class I(int):
    def __repr__(self):
        return "I(" + int.__repr__(self) + ")"


class S(str):
    def __str__(self):
        return "S:" + str.__str__(self)


class L(list):
    def __repr__(self):
        return "L" + list.__repr__(self)


print(repr(I(3)), str(I(3)), f"{I(3)}", "{}".format(I(4)), format(I(5)), f"{I(6):>4}")
print(repr(S("x")), str(S("x")), f"{S('y')}", f"{S('y'):>3}")
print(repr(L([1, 2])), str(L([3])), f"{L([4])}")
try:
    int.__repr__("x")
except TypeError as e:
    print(e)
# expect: 5 2.5 'a' [1] {1: 2} (1,)
# expect: 5 2.5 True 1j 5 2.5
# expect: None Ellipsis NotImplemented slice(None, 1, None) <class 'int'> 1
# expect: {3} frozenset() b'x' range(0, 2)
# expect: I(3) I(3) I(3) I(4) I(5)    6
# expect: 'x' S:x S:y   y
# expect: L[1, 2] L[3] L[4]
# expect: descriptor '__repr__' requires a 'int' object but received a 'str'
