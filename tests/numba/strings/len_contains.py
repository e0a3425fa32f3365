# len() counts code points; `in` and `not in` find a substring.
from numba import njit


@njit
def info(s, sub):
    return len(s), sub in s, sub not in s


print(info("hello", "ell"))
print(info("héllo", "é"))
print(info("", "a"))
print(info("abc", ""))

# expect: (5, True, False)
# expect: (5, True, False)
# expect: (0, False, True)
# expect: (3, True, False)
