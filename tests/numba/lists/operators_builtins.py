# +, *, += and comparisons of lists; sorted, sum, min, max, len, list(),
# bool() and truth of a list.
from numba import njit
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def arith(a, b):
    return a + b, a * 2, 3 * [0.5], a == b, a != b, a < b


@njit
def builtins(l):
    return sum(l), min(l), max(l), len(l), sorted(l), sorted(l, reverse=True), list(range(3)), bool(l)


@njit
def inplace(l):
    m = l
    m += [9]
    if l:
        return len(l)
    return -1


print(arith([1, 2], [4, 3]))
print(builtins([2.5, 1.5]))
x = [1, 2]
print(inplace(x), x)

# expect: ([1, 2, 4, 3], [1, 2, 1, 2], [0.5, 0.5, 0.5], False, True, True)
# expect: (4.0, 1.5, 2.5, 2, [1.5, 2.5], [2.5, 1.5], [0, 1, 2], True)
# expect: 3 [1, 2, 9]
