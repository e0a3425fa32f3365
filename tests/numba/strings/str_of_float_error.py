# Numba 0.56 has no str() of a float: a TypingError naming str(float64).
from numba import njit
from numba.core.errors import TypingError


@njit
def show(x):
    return str(x)


try:
    show(1.5)
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<class 'str'>) found for signature:
# expect:  >>> str(float64)
