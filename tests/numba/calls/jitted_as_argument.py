# A jitted function passed as an argument to another jitted function; each
# distinct function argument gives a new specialisation.
from numba import njit


@njit
def inc(x):
    return x + 1


@njit
def dbl(x):
    return x * 2


@njit
def apply_n(f, x, n):
    for i in range(n):
        x = f(x)
    return x


print(apply_n(inc, 0, 5), apply_n(dbl, 1, 10))
print(len(apply_n.signatures))

# expect: 5 1024
# expect: 2
