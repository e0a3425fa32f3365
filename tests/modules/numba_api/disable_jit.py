# With NUMBA_DISABLE_JIT=1 the decorators return the Python function itself
# (signatures are not even read), but still reject what is not a function.
import os
os.environ['NUMBA_DISABLE_JIT'] = '1'
import numba
from numba import jit, njit


def f(x):
    return x + 1


print(numba.config.DISABLE_JIT, njit(f) is f, njit('int64(int64)')(f) is f,
      jit(nopython=True)(f) is f, njit(['bad('])(f) is f, jit(f)(1))
try:
    njit(3)
except TypeError as e:
    print(e)

# expect: 1 True True True True 2
# expect: The decorated object is not a function (got type <class 'int'>).
