# An IndexError from indexing a str inside a try region goes to the handler.
from numba import njit


@njit
def safe(s, i):
    try:
        return s[i]
    except Exception:
        return "?"


print(safe("abc", 1), safe("abc", 10))

# expect: b ?
