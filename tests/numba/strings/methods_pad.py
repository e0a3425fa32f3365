# zfill, center, ljust, rjust and replace.
from numba import njit


@njit
def pad(s):
    return s.zfill(5), s.center(7), s.ljust(4), s.rjust(4), s.replace("a", "o")


print(pad("ab"))

# expect: ('000ab', '   ab  ', 'ab  ', '  ab', 'ob')
