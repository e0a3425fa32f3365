# A key of another type than the dict's is a TypingError; an untyped empty
# typed.Dict cannot be passed (TypeError when called).
import numba
from numba import njit, typed


@njit
def bad():
    d = {1: 2.0}
    d["x"] = 1.0


@njit
def size(d):
    return len(d)


try:
    bad()
except numba.core.errors.TypingError as e:
    print(str(e).splitlines()[1])
try:
    size(typed.Dict())
except TypeError as e:
    print("TypeError", e)

# expect: No implementation of function Function(<built-in function setitem>) found for signature:
# expect: TypeError invalid operation on untyped dictionary
