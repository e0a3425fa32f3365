# @jit's arguments are checked as Numba checks them (these fail before any code
# is compiled).
from numba import jit, njit, types


def f(x):
    return x


def attempt(label, make):
    try:
        make()
        print(label, 'ok')
    except Exception as e:
        print(label, type(e).__name__, str(e).split('. Known')[0])


attempt('not a function', lambda: njit(3))
attempt('a class', lambda: jit(int))
attempt('builtin', lambda: njit(len))
attempt('both modes', lambda: jit(nopython=True, forceobj=True))
attempt('bad signature', lambda: njit([123])(f))
attempt('bad signature str', lambda: njit('float64')(f))
attempt('bad signature syntax', lambda: njit('float64(')(f))
attempt('unknown name', lambda: njit('floot64(int32)')(f))
attempt('unknown option', lambda: njit(foo=1)(f)(1))
attempt('error_model', lambda: njit(error_model='bad')(f)(1))
attempt('inline', lambda: njit(inline='sometimes')(f)(1))
attempt('fastmath flags', lambda: njit(fastmath={'nnan', 'bogus'})(f)(1))
attempt('fastmath type', lambda: njit(fastmath='yes')(f)(1))
attempt('parallel type', lambda: njit(parallel='yes')(f)(1))

# expect: not a function TypeError The decorated object is not a function (got type <class 'int'>).
# expect: a class TypeError The decorated object is not a function (got type <class 'type'>).
# expect: builtin TypeError The decorated object is not a function (got type <class 'builtin_function_or_method'>).
# expect: both modes ValueError Only one of 'nopython' or 'forceobj' can be True.
# expect: bad signature TypeError invalid signature: 123 (type: 'int') evaluates to 'int' instead of tuple or Signature
# expect: bad signature str TypeError invalid signature: 'float64' (type: 'str') evaluates to 'Float' instead of tuple or Signature
# expect: bad signature syntax SyntaxError '(' was never closed (<string>, line 1)
# expect: unknown name NameError name 'floot64' is not defined
# expect: unknown option KeyError "Unrecognized options: {'foo'}
# expect: error_model KeyError 'bad'
# expect: inline ValueError kwarg 'inline' must be one of the strings 'always' or 'never', or it can be a callable that returns True/False. Found value sometimes
# expect: fastmath flags ValueError Unrecognized fastmath flags: {'bogus'}
# expect: fastmath type ValueError Expected fastmath option(s) to be either a bool, dict or set
# expect: parallel type ValueError Expect parallel option to be either a bool or a dict
