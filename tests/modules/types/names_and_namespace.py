# types: the interpreter's types by name and SimpleNamespace.
import sys
import types


def gen():
    yield 1


class C:
    def m(self):
        pass


print(types.NoneType is type(None), types.FunctionType is type(gen), types.LambdaType is types.FunctionType)
print(types.GeneratorType is type(gen()), types.MethodType is type(C().m), types.ModuleType is type(sys))
print(types.BuiltinFunctionType is type(len), types.EllipsisType is type(...))
ns = types.SimpleNamespace(x=1, y="two")
ns.z = [3]
print(ns, ns.x, ns.z)
print(ns == types.SimpleNamespace(x=1, y="two", z=[3]), ns == types.SimpleNamespace(x=1))
del ns.y
print(ns, vars(ns))


class Point(types.SimpleNamespace):
    pass


print(Point(a=1))
# expect: True True True
# expect: True True True
# expect: True True
# expect: namespace(x=1, y='two', z=[3]) 1 [3]
# expect: True False
# expect: namespace(x=1, z=[3]) {'x': 1, 'z': [3]}
# expect: Point(a=1)
