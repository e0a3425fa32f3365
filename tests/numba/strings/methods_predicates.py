# The is* predicates; Numba 0.56 types isdigit, isalpha, isupper, isalnum
# and isdecimal as int64 (so they print 1 and 0), the others as bool.
from numba import njit


@njit
def preds(s):
    return s.isdigit(), s.isalpha(), s.isupper(), s.isalnum(), s.isdecimal(), s.isspace(), s.islower()


print(preds("123"))
print(preds("abc"))
print(preds("ABC"))
print(preds("  "))
print(preds(""))

# expect: (1, 0, 0, 1, 1, False, False)
# expect: (0, 1, 0, 1, 0, False, True)
# expect: (0, 1, 1, 1, 0, False, False)
# expect: (0, 0, 0, 0, 0, True, False)
# expect: (0, 0, 0, 0, 0, False, False)
