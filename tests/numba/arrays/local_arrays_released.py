# Arrays a compiled function makes for itself and arrays it hands on:
# the ones kept to itself give their memory back at return; the ones that
# leave (returned, in a tuple, passed on, made in a loop) stay whole.
import numpy as np
from numba import njit


@njit
def count_odd(n):
    work = np.ones(n, dtype=np.int64)     # kept to itself
    for i in range(n):
        work[i] = i * 3
    c = 0
    for i in range(n):
        if work[i] % 2:
            c += 1
    return c


@njit
def many(n, rounds):
    t = 0
    for r in range(rounds):
        t += count_odd(n + r)
    return t


@njit
def returned(n):
    a = np.arange(n)
    b = a[1:]
    return b


@njit
def in_tuple(n):
    a = np.zeros(n)
    a[0] = 1.5
    return a, a.sum()


@njit
def total(a):
    return a.sum()


@njit
def passed_on(n):
    a = np.ones(n)
    return total(a) + a[0]


@njit
def early_return(n, flag):
    if flag:
        return -1.0
    a = np.full(n, 2.0)
    if n > 3:
        return a[3]
    return a.sum()


@njit
def in_loop(n):
    s = 0.0
    for i in range(n):
        a = np.full(4, float(i))
        s += a.sum()
    return s


@njit
def copies(n):
    a = np.arange(n).astype(np.float64)
    b = a.copy()
    c = np.sort(b[::-1])
    return c[0] + c[-1] + np.linspace(0.0, 1.0, 5)[2]


print(count_odd(10), many(1000, 50))
print(returned(5), in_tuple(3))
print(passed_on(4))
print(early_return(5, True), early_return(5, False), early_return(2, False))
print(in_loop(5))
print(copies(6))

# expect: 5 25600
# expect: [1 2 3 4] (array([1.5, 0. , 0. ]), 1.5)
# expect: 5.0
# expect: -1.0 2.0 4.0
# expect: 40.0
# expect: 5.5
