# s[i] is a one-character str, negative indices count from the end.
from numba import njit


@njit
def pick(s, i):
    return s[i]


print(pick("hello", 0), pick("hello", -1), pick("naïve", 2))
try:
    pick("abc", 3)
except IndexError as e:
    print("IndexError", e)

# expect: h o ï
# expect: IndexError string index out of range
