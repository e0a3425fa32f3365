# `except (A, B):` and `except BaseException:` in compiled code: Numba 0.56
# matches only Exception and fails typing exception_match.
import numba
from numba import njit


@njit
def f(x):
    try:
        if x < 0:
            raise ValueError("a")
    except (ValueError, KeyError):
        return 2
    return 1


@njit
def g(x):
    try:
        if x < 0:
            raise ValueError("a")
    except BaseException:
        return 2
    return 1


for fn in (f, g):
    try:
        fn(-1)
    except numba.core.errors.TypingError as e:
        lines = str(e).splitlines()
        print(lines[1])
        print(lines[3])

# expect: No implementation of function Function(<intrinsic exception_match>) found for signature:
# expect:  >>> exception_match(none, Tuple(ValueError, KeyError))
# expect: No implementation of function Function(<intrinsic exception_match>) found for signature:
# expect:  >>> exception_match(none, BaseException)
