# A list made and dropped on each iteration of a compiled loop is given
# back and reused (memory stays flat); lists that are kept (in another
# list, returned, passed on) are never reused under their holder.
from numba import njit


@njit
def temporary(n):
    s = 0
    for i in range(n):
        l = [i, i + 1, i + 2]
        l.append(i)
        s += l[0] + l[3] + len(l)
    return s


@njit
def kept(n):
    keep = []
    for i in range(n):
        l = [i, i]
        keep.append(l)
    return keep


@njit
def last_one(n):
    l = [0]
    for i in range(n):
        l = [i * 2, i]
    return l


@njit
def nested(n):
    out = [[0]]
    for i in range(n):
        inner = [i]
        out = [inner, [i + 1]]
    return out


print(temporary(2_000_000))
print(kept(4))
print(last_one(5))
print(nested(3))

# expect: 4000006000000
# expect: [[0, 0], [1, 1], [2, 2], [3, 3]]
# expect: [8, 4]
# expect: [[2], [3]]
