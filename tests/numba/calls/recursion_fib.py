# Self-recursion with a typed base case (fib).
from numba import njit


@njit
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(0), fib(1), fib(10), fib(25))
print(fib.nopython_signatures)

# expect: 0 1 55 75025
# expect: [(int64,) -> int64]
