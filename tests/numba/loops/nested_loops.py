# Nested loops with an inner range depending on the outer variable.
from numba import njit


@njit
def count_pairs(n):
    c = 0
    s = 0
    for i in range(n):
        for j in range(i + 1, n):
            c += 1
            s += i * j
    return c, s


print(count_pairs(5), count_pairs(100))

# expect: (10, 35) (4950, 12087075)
