# An exception raised two calls deep (small callees inlined, callees with
# loops called natively) is caught by the try/except around the outer call.
from numba import njit


@njit
def leaf(x):
    if x > 5:
        raise ValueError("too big")
    return x * 2


@njit
def middle(x):
    return leaf(x) + 1


@njit
def leaf_loop(x):
    s = 0
    for k in range(x):
        s += k
    if x > 5:
        raise ValueError("too big")
    return s


@njit
def middle_loop(x):
    r = 0
    for j in range(2):
        r += leaf_loop(x)
    return r


@njit
def total(n):
    t = 0
    u = 0
    for i in range(n):
        try:
            t += middle(i)
        except Exception:
            t -= 1
        try:
            u += middle_loop(i)
        except Exception:
            u -= 1
    return t, u


print(total(10))

# expect: (32, 36)
