# for c in s visits each character (code points, not bytes).
from numba import njit


@njit
def count_vowels(s):
    n = 0
    for c in s:
        if c in "aeioué":
            n += 1
    return n


@njit
def reverse(s):
    r = ""
    for c in s:
        r = c + r
    return r


print(count_vowels("banana"), count_vowels("été"), count_vowels(""))
print(reverse("héllo"))

# expect: 3 2 0
# expect: olléh
