# An instance of a plain class as argument: non-precise type, and the class
# named in the "argument 0" line.
import numba
from numba import njit


class Point:
    def __init__(self, x):
        self.x = x


@njit
def get_x(p):
    return p.x


try:
    get_x(Point(3))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[-1])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: non-precise type pyobject
# expect: - argument 0: Cannot determine Numba type of <class '__main__.Point'>
