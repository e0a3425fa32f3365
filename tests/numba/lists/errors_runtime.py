# Lists are always bounds-checked: IndexError in Numba's words; pop of an
# empty list and remove of a missing item as Python.
from numba import njit
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def get(l, i):
    return l[i]


@njit
def put(l, i):
    l[i] = 1


@njit
def pop_empty():
    l = [1]
    l.pop()
    return l.pop()


@njit
def remove_missing(l):
    l.remove(99)


for f, args in ((get, ([1, 2], 5)), (get, ([1, 2], -3)), (put, ([1, 2], 2)), (pop_empty, ()), (remove_missing, ([1],))):
    try:
        f(*args)
    except Exception as e:
        print(type(e).__name__, e)
print(get([1, 2], -2))

# expect: IndexError getitem out of range
# expect: IndexError getitem out of range
# expect: IndexError setitem out of range
# expect: IndexError pop from empty list
# expect: ValueError list.remove(x): x not in list
# expect: 1
