# except*: each clause runs once on the matching part; the rest goes on.
def show(g):
    if g is None:
        return "None"
    if isinstance(g, BaseExceptionGroup):
        return "%s(%r, [%s])" % (type(g).__name__, g.message, ", ".join(show(x) for x in g.exceptions))
    return repr(g)

try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
except* ValueError as e:
    print("V", show(e))
except* TypeError as e:
    print("T", show(e))
print("after")

# A naked exception is wrapped for the clause.
try:
    raise KeyError("k")
except* KeyError as e:
    print("naked", show(e), show(e.exceptions[0]))

# Tuples of types; clauses that match nothing do not run.
try:
    raise ExceptionGroup("eg", [OSError("o"), KeyError("k")])
except* (OSError, KeyError) as e:
    print("tuple", show(e))
except* ZeroDivisionError:
    print("never")

# Unhandled parts propagate, in the original nesting.
try:
    try:
        raise ExceptionGroup("outer", [ValueError(1), ExceptionGroup("inner", [TypeError(2), KeyError(3)])])
    except* TypeError:
        print("handled TypeError")
except ExceptionGroup as rest:
    print("rest", show(rest))

# Unmatched naked exceptions propagate unwrapped.
try:
    try:
        raise ZeroDivisionError("z")
    except* ValueError:
        print("never")
except ZeroDivisionError as z:
    print("naked rest", repr(z))

# A bare raise re-raises the matched part; new exceptions join a new group.
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        raise
    except* TypeError:
        raise KeyError("new")
except BaseExceptionGroup as g:
    print("combined", show(g), show(g.exceptions[1]), repr(g.exceptions[0].__context__))

# Only a new exception: it alone leaves the statement.
try:
    try:
        raise ValueError("v")
    except* ValueError:
        raise RuntimeError("r")
except RuntimeError as r:
    print("single", repr(r), show(r.__context__))

# sys.exc_info inside a clause is the matched part; else/finally run.
import sys
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError:
    print("exc_info", show(sys.exc_info()[1]))
except* TypeError:
    print("exc_info", show(sys.exc_info()[1]))
finally:
    print("finally", sys.exc_info())
try:
    pass
except* ValueError:
    print("never")
else:
    print("else")

# Names bound by `as` are deleted after the clause.
try:
    raise ExceptionGroup("eg", [ValueError(1)])
except* ValueError as bound:
    pass
try:
    bound
except NameError as n:
    print("NameError", n)

# Loops and functions inside a clause may break and return.
def f():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        for i in range(3):
            if i == 1:
                break
        def g():
            return 7
        print("inner", i, g())
    return "done"
print(f())

for bad in [ExceptionGroup, (ValueError, BaseExceptionGroup), int]:
    try:
        try:
            raise ValueError(1)
        except* bad:
            pass
    except TypeError as t:
        print("TypeError:", t)

# expect: V ExceptionGroup('eg', [ValueError(1), ValueError(3)])
# expect: T ExceptionGroup('eg', [TypeError(2)])
# expect: after
# expect: naked ExceptionGroup('', [KeyError('k')]) KeyError('k')
# expect: tuple ExceptionGroup('eg', [OSError('o'), KeyError('k')])
# expect: handled TypeError
# expect: rest ExceptionGroup('outer', [ValueError(1), ExceptionGroup('inner', [KeyError(3)])])
# expect: naked rest ZeroDivisionError('z')
# expect: combined ExceptionGroup('', [KeyError('new'), ExceptionGroup('eg', [ValueError(1)])]) ExceptionGroup('eg', [ValueError(1)]) ExceptionGroup('eg', [TypeError(2)])
# expect: single RuntimeError('r') ExceptionGroup('', [ValueError('v')])
# expect: exc_info ExceptionGroup('eg', [ValueError(1)])
# expect: exc_info ExceptionGroup('eg', [TypeError(2)])
# expect: finally (None, None, None)
# expect: else
# expect: NameError name 'bound' is not defined
# expect: inner 1 7
# expect: done
# expect: TypeError: catching ExceptionGroup with except* is not allowed. Use except instead.
# expect: TypeError: catching ExceptionGroup with except* is not allowed. Use except instead.
# expect: TypeError: catching classes that do not inherit from BaseException is not allowed
