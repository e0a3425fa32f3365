# A list passed in is the caller's own: what compiled code does to it is
# seen in Python afterwards (Numba's reflection).
from numba import njit
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def change(l):
    l[0] = 7
    l.append(10)
    l[-1] += 1


@njit
def total(l):
    s = 0.0
    for x in l:
        s += x
    return s


a = [1, 2]
change(a)
print(a)
print(total([0.5, 1.5, 2.0]))
print(total.nopython_signatures)

# expect: [7, 2, 11]
# expect: 4.0
# expect: [(reflected list(float64)<iv=None>,) -> float64]
