# TypingError is also reachable as numba.errors.TypingError and is an Exception.
import numba
import numba.core.errors
from numba import njit


@njit
def f(x):
    return x.nothing


try:
    f(1)
except Exception as e:
    print(type(e).__name__, type(e).__module__)
    print(isinstance(e, numba.core.errors.TypingError))
print(numba.errors.TypingError is numba.core.errors.TypingError)

# expect: TypingError numba.core.errors
# expect: True
# expect: True
