# A str passed to and returned from another compiled function, a str
# merged from two branches, and a str in a returned tuple.
from numba import njit


@njit
def twice(s, n):
    r = s
    for i in range(n):
        r = r + s
    return r


@njit
def outer(s):
    return twice(s, 2) + "|" + twice("z", 1)


@njit
def pick(b):
    if b:
        s = "yes"
    else:
        s = "no"
    return s, len(s)


print(outer("ab"))
print(pick(True), pick(False))

# expect: ababab|zz
# expect: ('yes', 3) ('no', 2)
