# isinstance/issubclass consult the metaclass's __instancecheck__ and
# __subclasscheck__ (after the exact-type shortcut), through tuples, in class
# patterns of `match`, and type's own hooks are callable for super().
class Meta(type):
    def __instancecheck__(cls, obj):
        print("instancecheck", obj)
        return obj == 1

    def __subclasscheck__(cls, sub):
        print("subclasscheck", sub.__name__)
        return sub is int


class A(metaclass=Meta):
    pass


print(isinstance(1, A), isinstance(2, A))
print(isinstance(A(), A))              # exact type: the hook is not asked
print(isinstance(1, (int, A)), isinstance(2, (str, A)))
print(issubclass(int, A), issubclass(str, A))
print(issubclass(A, A))

match 1:
    case A():
        print("matched A")

match 5:
    case A():
        print("wrong")
    case _:
        print("not A")


class Deferring(type):
    def __instancecheck__(cls, obj):
        return super().__instancecheck__(obj) or obj == "yes"

    def __subclasscheck__(cls, sub):
        return super().__subclasscheck__(sub) or sub is float


class B(metaclass=Deferring):
    pass


class C(B):
    pass


print(isinstance(C(), B), isinstance("yes", B), isinstance("no", B))
print(issubclass(C, B), issubclass(float, B), issubclass(int, B))
print(type.__instancecheck__(int, 3), type.__subclasscheck__(int, bool))
print(type.__instancecheck__(int, "x"))


class Looping(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, cls)


class L(metaclass=Looping):
    pass


try:
    isinstance(1, L)
except RecursionError:
    print("RecursionError")
try:
    match 1:
        case L():
            pass
except RecursionError:
    print("RecursionError in match")


class Raising(type):
    def __instancecheck__(cls, obj):
        raise ValueError("no check")


class R(metaclass=Raising):
    pass


try:
    isinstance(1, R)
except ValueError as e:
    print("ValueError", e)

try:
    issubclass(1, int)
except TypeError as e:
    print(e)
try:
    isinstance(1, 2)
except TypeError as e:
    print(e)
try:
    issubclass(int, 2)
except TypeError as e:
    print(e)
print(isinstance(1, int | str), issubclass(bool, int | None))

# expect: instancecheck 1
# expect: instancecheck 2
# expect: True False
# expect: True
# expect: instancecheck 2
# expect: True False
# expect: subclasscheck int
# expect: subclasscheck str
# expect: True False
# expect: subclasscheck A
# expect: False
# expect: instancecheck 1
# expect: matched A
# expect: instancecheck 5
# expect: not A
# expect: True True False
# expect: True True False
# expect: True True
# expect: False
# expect: RecursionError
# expect: RecursionError in match
# expect: ValueError no check
# expect: issubclass() arg 1 must be a class
# expect: isinstance() arg 2 must be a type, a tuple of types, or a union
# expect: issubclass() arg 2 must be a class, a tuple of classes, or a union
# expect: True True
