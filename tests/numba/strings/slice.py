# Slices of a str: step 1, bounds clipped, negative bounds, other steps.
from numba import njit


@njit
def parts(s):
    return s[1:3], s[:2], s[3:], s[-2:], s[1:100], s[4:1]


@njit
def steps(s):
    return s[::2], s[::-1], s[1::3], s[-1:0:-2]


@njit
def window(s, a, b):
    return s[a:b]


print(parts("hello"))
print(steps("abcdefg"))
print(window("héllo", 1, 3), window("abc", -5, 5))

# expect: ('el', 'he', 'lo', 'lo', 'ello', '')
# expect: ('aceg', 'gfedcba', 'be', 'gec')
# expect: él abc
