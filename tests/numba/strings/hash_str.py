# hash() of a str in compiled code is the interpreter's hash of the same
# text (the value itself varies per process, so only equality is shown).
from numba import njit


@njit
def same_hash(s):
    return hash(s) == hash("a" + "b"), hash(s) == hash("ba")


@njit
def h(s):
    return hash(s)


print(same_hash("ab"))
print(h("héllo") == hash("héllo"))

# expect: (True, False)
# expect: True
