# Comparisons of two str are Python's (by code point); a str is never
# equal to a number.
from numba import njit


@njit
def cmp(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b


@njit
def with_int(s):
    return s == 1, s != 1


print(cmp("abc", "abd"))
print(cmp("b", "abc"))
print(cmp("é", "é"))
print(cmp("", "a"))
print(with_int("1"))

# expect: (False, True, True, True, False, False)
# expect: (False, True, False, False, True, True)
# expect: (True, False, False, True, False, True)
# expect: (False, True, True, True, False, False)
# expect: (False, True)
