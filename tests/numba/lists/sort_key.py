# list.sort and sorted take key= (a lambda or an inner function that
# captures nothing) and reverse=, in either order, as Numba does.
import warnings
from numba import njit
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def by_abs():
    l = [3, 1, 2, -5, -1]
    l.sort(key=lambda x: abs(x))
    return l


@njit
def both(l):
    def neg(x):
        return -x
    a = sorted(l, key=neg)
    b = sorted(l, reverse=True, key=lambda v: v % 3)
    l.sort(key=lambda v: v * v, reverse=True)
    return a, b, l


@njit
def strings():
    words = ["pear", "fig", "banana", "kiwi"]
    words.sort(key=lambda w: len(w))
    return words, sorted(words, key=lambda w: w[-1])


print(by_abs())
print(both([4.0, -2.5, 1.0, 3.5]))
print(strings())

# expect: [1, -1, 2, 3, -5]
# expect: ([4.0, 3.5, 1.0, -2.5], [4.0, 1.0, -2.5, 3.5], [4.0, 3.5, -2.5, 1.0])
# expect: (['fig', 'pear', 'kiwi', 'banana'], ['banana', 'fig', 'kiwi', 'pear'])
