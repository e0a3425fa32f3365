# startswith, endswith, find, rfind, index, count.
from numba import njit


@njit
def search(s, sub):
    return s.startswith(sub), s.endswith(sub), s.find(sub), s.rfind(sub), s.count(sub)


@njit
def find_from(s, sub, start):
    return s.find(sub, start), s.count(sub, start)


print(search("banana", "an"))
print(search("banana", "ba"))
print(search("banana", "x"))
print(find_from("banana", "a", 2))

# expect: (False, False, 1, 3, 2)
# expect: (True, False, 0, 0, 1)
# expect: (False, False, -1, -1, 0)
# expect: (3, 2)
