# The errors of list methods in compiled code, in Numba's words (index:
# 'value not in list', not CPython's).
from numba import njit
import warnings
warnings.simplefilter("ignore")
@njit
def rm(l, v):
    l.remove(v)
@njit
def idx(l, v):
    return l.index(v, 1)
@njit
def popempty():
    l = [1]
    l.pop()
    return l.pop()
@njit
def pop_far(l):
    return l.pop(10)
for f, a in ((rm, ([1, 2], 5)), (idx, ([1, 2], 1)), (popempty, ()), (pop_far, ([1, 2],))):
    try:
        f(*a)
    except Exception as e:
        print(type(e).__name__, e)

# expect: ValueError list.remove(x): x not in list
# expect: ValueError value not in list
# expect: IndexError pop from empty list
# expect: IndexError pop index out of range
