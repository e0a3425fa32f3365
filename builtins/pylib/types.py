# types — names for the interpreter's own types, SimpleNamespace, and
# UnionType, what `int | None` makes (type.__or__ in vm/types_core.cpp calls
# _union; isinstance/issubclass reach UnionType through __instancecheck__).
import sys

NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
FunctionType = LambdaType = type(lambda: None)
BuiltinFunctionType = BuiltinMethodType = type(len)
ModuleType = type(sys)


def _gen():
    yield


GeneratorType = type(_gen())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
del _C, _gen


class SimpleNamespace:
    def __init__(self, /, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ("%s=%r" % (k, v) for k, v in self.__dict__.items())
        return "%s(%s)" % ("namespace" if type(self) is SimpleNamespace else type(self).__name__, ", ".join(items))

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


def _union_arg(x):
    if x is None:
        return (NoneType,)
    if isinstance(x, UnionType):
        return x.__args__
    if isinstance(x, type):
        return (x,)
    return None


def _union(a, b):
    left, right = _union_arg(a), _union_arg(b)
    if left is None or right is None:
        return NotImplemented
    args = []
    for t in left + right:
        if t not in args:
            args.append(t)
    if len(args) == 1:
        return args[0]
    u = object.__new__(UnionType)
    u._args = tuple(args)
    return u


def _type_repr(t):
    if t is NoneType:
        return "None"
    if t.__module__ == "builtins":
        return t.__qualname__
    return "%s.%s" % (t.__module__, t.__qualname__)


class UnionType:
    def __init__(self, *args):
        raise TypeError("cannot create 'types.UnionType' instances")

    @property
    def __args__(self):
        return self._args

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self._args) == set(other._args)

    def __hash__(self):
        return hash(frozenset(self._args))

    def __repr__(self):
        return " | ".join(_type_repr(t) for t in self._args)

    def __instancecheck__(self, obj):
        return isinstance(obj, self._args)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self._args)
