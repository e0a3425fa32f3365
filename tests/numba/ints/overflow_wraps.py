# int64 arithmetic wraps on overflow (Python ints would grow): 2**62 * 4 is 0,
# and repeated doubling passes through negative values.
from numba import njit


@njit
def times(x, k):
    return x * k


@njit
def doublings(n):
    x = 1
    for i in range(n):
        x = x * 2
    return x


@njit
def add_one(x):
    return x + 1


print(times(2 ** 62, 4), times(2 ** 62, 2), times(2 ** 62, 3))
print(doublings(62), doublings(63), doublings(64), doublings(65))
print(add_one(9223372036854775807))

# expect: 0 -9223372036854775808 -4611686018427387904
# expect: 4611686018427387904 -9223372036854775808 0 0
# expect: -9223372036854775808
