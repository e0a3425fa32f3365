# strip, lstrip, rstrip, with and without the characters to strip.
from numba import njit


@njit
def clean(s):
    return s.strip(), s.lstrip(), s.rstrip(), s.strip(" x")


print(clean("  xab a x  "))

# expect: ('xab a x', 'xab a x  ', '  xab a x', 'ab a')
