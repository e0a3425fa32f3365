# Mutual recursion between two @njit functions (is_even / is_odd).
from numba import njit


@njit
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


@njit
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


print(is_even(10), is_odd(7), is_even(7))

# expect: True True False
