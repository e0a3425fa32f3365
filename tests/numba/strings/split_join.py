# str.split gives a list of str (len, indexing, iteration, `in`, returned
# as a Python list); str.join takes such a list or a tuple of str.
from numba import njit


@njit
def words(s):
    p = s.split()
    return len(p), p[0], p[-1], "yy" in p


@njit
def total(s):
    n = 0
    for w in s.split(","):
        n += len(w)
    return n


@njit
def parts(s):
    return s.split(",", 1), s.rsplit(",", 1)


@njit
def rejoin(s):
    return "-".join(s.split(",")), "+".join(("a", s))


print(words(" x  yy z "))
print(total("ab,c,,d"))
print(parts("a,b,c"))
print(rejoin("a,b"))
print(parts.nopython_signatures)

# expect: (3, 'x', 'z', True)
# expect: 4
# expect: (['a', 'b,c'], ['a,b', 'c'])
# expect: ('a-b', 'a+a,b')
# expect: [(unicode_type,) -> UniTuple(list(unicode_type)<iv=None> x 2)]
