# hash() in compiled code is Python's hash of ints, floats, bools, str and
# tuples of them.
from numba import njit


@njit
def h(a, b, c, d):
    return hash(a), hash(b), hash(c), hash(d), hash((a, b))


r = h(5, 2.5, "abc", True)
print(r[0], r[1], r[3], r[4])
print(r == (hash(5), hash(2.5), hash("abc"), hash(True), hash((5, 2.5))))
print(h(-1, -1.5, "", False)[:2], hash(-1), hash(-1.5))

# expect: 5 1152921504606846978 1 2506948094760997599
# expect: True
# expect: (-2, -1152921504606846977) -2 -1152921504606846977
