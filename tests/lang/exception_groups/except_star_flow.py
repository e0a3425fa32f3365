# except* with finally, in generators and across calls; split predicates may collect garbage.
import gc

def show(g):
    if g is None:
        return "None"
    if isinstance(g, BaseExceptionGroup):
        return "%s(%r, [%s])" % (type(g).__name__, g.message, ", ".join(show(x) for x in g.exceptions))
    return repr(g)

def raiser():
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])

def handler():
    try:
        raiser()
    except* ValueError as e:
        print("handler V", show(e))
    finally:
        print("handler finally")

try:
    handler()
except ExceptionGroup as g:
    print("caller got", show(g))

def gen():
    try:
        yield 1
        raise ExceptionGroup("g", [KeyError("a"), OSError("b")])
    except* KeyError:
        yield "caught KeyError"
    except* OSError as e:
        yield "caught " + show(e)
    yield "end"

print(list(gen()))

def pred(e):
    gc.collect()
    [object() for _ in range(100)]
    return isinstance(e, ValueError)

eg = ExceptionGroup("big", [ValueError(i) if i % 2 else TypeError(i) for i in range(10)])
m, r = eg.split(pred)
print(len(m.exceptions), len(r.exceptions), show(eg.subgroup(pred).exceptions[0]))

# Nested try/except* inside a clause.
try:
    raise ExceptionGroup("outer", [ValueError(1)])
except* ValueError:
    try:
        raise ExceptionGroup("inner", [TypeError(2)])
    except* TypeError as t:
        print("inner clause", show(t))
    print("outer clause done")

# A clause raising a group that is then caught by plain except.
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        raise ExceptionGroup("new", [KeyError(5)])
except ExceptionGroup as g:
    print("plain except", show(g), show(g.__context__))

# with inside a clause.
class CM:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        print("exit", a[0])
        return False

try:
    raise ExceptionGroup("eg", [ValueError(1)])
except* ValueError:
    with CM():
        print("in with")

# expect: handler V ExceptionGroup('eg', [ValueError(1)])
# expect: handler finally
# expect: caller got ExceptionGroup('eg', [TypeError(2)])
# expect: [1, 'caught KeyError', "caught ExceptionGroup('g', [OSError('b')])", 'end']
# expect: 5 5 ValueError(1)
# expect: inner clause ExceptionGroup('inner', [TypeError(2)])
# expect: outer clause done
# expect: plain except ExceptionGroup('new', [KeyError(5)]) ExceptionGroup('eg', [ValueError(1)])
# expect: in with
# expect: exit None
