# Unlike @jit, @njit and @jit(nopython=True) never fall back: the same dict
# function raises TypingError.
import numba
from numba import jit, njit


def get(x):
    return x['key']


for deco in (njit, jit(nopython=True)):
    f = deco(get)
    try:
        f(dict(key='value'))
    except numba.core.errors.TypingError as e:
        print(type(e).__name__, str(e).splitlines()[1])

# expect: TypingError non-precise type pyobject
# expect: TypingError non-precise type pyobject
