# split / subgroup / derive, by type, tuple of types and predicate, nested.
eg = ExceptionGroup("outer", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])

def show(g):
    if g is None:
        return "None"
    if isinstance(g, BaseExceptionGroup):
        return "%s(%r, [%s])" % (type(g).__name__, g.message, ", ".join(show(x) for x in g.exceptions))
    return repr(g)

m, r = eg.split(ValueError)
print(show(m), "|", show(r))
m, r = eg.split((TypeError, KeyError))
print(show(m), "|", show(r))
m, r = eg.split(lambda e: isinstance(e, ValueError) and e.args[0] > 1)
print(show(m), "|", show(r))
print(show(eg.subgroup(LookupError)), show(eg.subgroup(OSError)), eg.subgroup(Exception) is eg)
m, r = eg.split(Exception)
print(m is eg, r)
m, r = eg.split(OSError)
print(m, r is eg)
print(show(eg.subgroup(lambda e: isinstance(e, ExceptionGroup) and e.message == "inner")))
print(show(eg.derive([KeyError(9)])), eg.derive([KeyboardInterrupt()]).__class__.__name__)

try:
    raise eg
except ExceptionGroup as caught:
    m, r = caught.split(TypeError)
    print(m.__traceback__ is not None, r.__traceback__ is not None, m.__context__, m.__cause__)

class Coded(ExceptionGroup):
    def __new__(cls, message, excs, code):
        obj = super().__new__(cls, message, excs)
        obj.code = code
        return obj

    def __init__(self, message, excs, code):
        super().__init__(message, excs)

    def derive(self, excs):
        return Coded(self.message, excs, self.code)

c = Coded("coded", [ValueError(1), TypeError(2)], 42)
m, r = c.split(ValueError)
print(type(m).__name__, m.code, show(m), type(r).__name__, r.code, c.args)

for bad in [1, (ValueError, 1), "x"]:
    try:
        eg.split(bad)
    except TypeError as e:
        print("TypeError:", e)

# expect: ExceptionGroup('outer', [ValueError(1), ExceptionGroup('inner', [ValueError(3)])]) | ExceptionGroup('outer', [TypeError(2), ExceptionGroup('inner', [KeyError(4)])])
# expect: ExceptionGroup('outer', [TypeError(2), ExceptionGroup('inner', [KeyError(4)])]) | ExceptionGroup('outer', [ValueError(1), ExceptionGroup('inner', [ValueError(3)])])
# expect: ExceptionGroup('outer', [ExceptionGroup('inner', [ValueError(3)])]) | ExceptionGroup('outer', [ValueError(1), TypeError(2), ExceptionGroup('inner', [KeyError(4)])])
# expect: ExceptionGroup('outer', [ExceptionGroup('inner', [KeyError(4)])]) None True
# expect: True None
# expect: None False
# expect: ExceptionGroup('outer', [ExceptionGroup('inner', [ValueError(3), KeyError(4)])])
# expect: ExceptionGroup('outer', [KeyError(9)]) BaseExceptionGroup
# expect: True True None None
# expect: Coded 42 Coded('coded', [ValueError(1)]) Coded 42 ('coded', [ValueError(1), TypeError(2)])
# expect: TypeError: expected a function, exception type or tuple of exception types
# expect: TypeError: expected a function, exception type or tuple of exception types
# expect: TypeError: expected a function, exception type or tuple of exception types
