# njit used as a function (njit(f)) and with empty parentheses (@njit()).
from numba import njit


def plain(x):
    return x + 1


@njit()
def with_parens(x):
    return x - 1


g = njit(plain)
print(g(1), with_parens(1), plain(1))

# expect: 2 0 2
