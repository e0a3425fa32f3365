# A @vectorize function with a signature calling a recursive @njit
# function.
import numpy as np
from numba import njit, vectorize


@njit
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@vectorize(['int64(int64)'])
def vfib(n):
    return fib(n)


print(vfib(np.arange(12)))

# expect: [ 0  1  1  2  3  5  8 13 21 34 55 89]
