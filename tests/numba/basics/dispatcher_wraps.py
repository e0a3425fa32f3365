# A dispatcher carries its function's identity, as Numba's does
# (functools.wraps): __name__, __qualname__, __doc__, __module__,
# __wrapped__.
from numba import njit


@njit
def area(r):
    """Area of a circle."""
    return 3.0 * r * r


class Shapes:
    @staticmethod
    @njit
    def side(a):
        return a


print(area.__name__, area.__qualname__, area.__doc__, area.__module__)
print(area.__wrapped__ is area.py_func, area.__wrapped__(2.0))
print(Shapes.side.__qualname__)

# expect: area area Area of a circle. __main__
# expect: True 12.0
# expect: Shapes.side
