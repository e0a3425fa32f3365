# Callable dunders of the built-in types: __rmod__ of str, __getnewargs__,
# __complex__, __subclasshook__, float.__getformat__, and the message of a
# slot method called without self.
print(str.__rmod__("x", "<%s>"), "%d%%".__rmod__(5), str.__rmod__("x", 5), "a".__rmod__(b"%s"))
print((7).__getnewargs__(), True.__getnewargs__(), (2.5).__getnewargs__(), (1 + 2j).__getnewargs__())
print("ab".__getnewargs__(), (1, 2).__getnewargs__())


class I(int):
    pass


class T(tuple):
    pass


print(I(4).__getnewargs__(), type(I(4).__getnewargs__()[0]).__name__, type(T((1,)).__getnewargs__()[0]).__name__)
print((3 + 4j).__complex__(), object.__subclasshook__(int), int.__subclasshook__(str))
print(float.__getformat__("double"), float.__getformat__("float"))
try:
    float.__getformat__("long")
except ValueError as e:
    print("ValueError:", e)
for f in (list.__len__, int.__add__, object.__eq__, object.__repr__, list.append, object.__format__):
    try:
        f()
    except TypeError as e:
        print("TypeError:", e)

# expect: <x> NotImplemented NotImplemented NotImplemented
# expect: (7,) (1,) (2.5,) (1.0, 2.0)
# expect: ('ab',) ((1, 2),)
# expect: (4,) int tuple
# expect: (3+4j) NotImplemented NotImplemented
# expect: IEEE, little-endian IEEE, little-endian
# expect: ValueError: __getformat__() argument 1 must be 'double' or 'float'
# expect: TypeError: descriptor '__len__' of 'list' object needs an argument
# expect: TypeError: descriptor '__add__' of 'int' object needs an argument
# expect: TypeError: descriptor '__eq__' of 'object' object needs an argument
# expect: TypeError: descriptor '__repr__' of 'object' object needs an argument
# expect: TypeError: unbound method list.append() needs an argument
# expect: TypeError: unbound method object.__format__() needs an argument
