# The list methods: append, insert, extend, pop, sort, reverse, index,
# count, remove, copy, clear; len, `in`, slicing, negative indices.
from numba import njit
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def ops(n):
    l = [3, 1, 2]
    l.append(n)
    l.insert(0, 9)
    l.extend([5, 6])
    x = l.pop()
    y = l.pop(0)
    l.sort()
    l.reverse()
    return l, x, y, l.index(2), l.count(1), 2 in l, 7 in l, len(l), l[-1], l[1:3]


@njit
def sort_reverse(l):
    l.sort(reverse=True)
    return l


@njit
def remove_and_del(l):
    l.remove(2)
    del l[0]
    l[0:1] = [8, 9]
    return l


print(ops(4))
print(sort_reverse([1, 3, 2]))
print(remove_and_del([1, 2, 3, 4]))

# expect: ([5, 4, 3, 2, 1], 6, 9, 3, 1, True, False, 5, 1, [4, 3])
# expect: [3, 2, 1]
# expect: [8, 9, 4]
