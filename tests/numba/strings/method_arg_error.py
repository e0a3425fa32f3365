# A str method given an argument of the wrong type: Numba's overload
# resolution failure (unicode_startswith).
from numba import njit
from numba.core.errors import TypingError


@njit
def starts(s):
    return s.startswith(1)


try:
    starts("abc")
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[1])
    print(lines[4])

# expect: - Resolution failure for literal arguments:
# expect:  >>> unicode_startswith(unicode_type, Literal[int](1))
