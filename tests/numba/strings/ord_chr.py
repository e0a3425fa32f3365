# ord() of a one-character str and chr() of an int.
from numba import njit


@njit
def shift(s, k):
    r = ""
    for c in s:
        r += chr(ord(c) + k)
    return r


print(shift("abc", 1), ord("é"))
print(shift("HAL", 1))

# expect: bcd 233
# expect: IBM
