# Recursion where the base case returns a float: factorial as float64.
from numba import njit


@njit
def fact(n):
    if n <= 1:
        return 1.0
    return n * fact(n - 1)


print(fact(5), fact(20), fact(25))

# expect: 120.0 2.43290200817664e+18 1.5511210043330986e+25
