# Temporary arrays made on every iteration of a compiled loop: each
# iteration's array is given back when the loop goes round, unless
# something of it lives on into the next iteration.
import numpy as np
from numba import njit


@njit
def temps(n):
    s = 0.0
    for i in range(n):
        a = np.full(3, float(i))
        b = a * 2.0 + 1.0
        s += b.sum() - a[0]
    return s


@njit
def carried(n):          # the previous iteration's array is read: kept
    prev = np.zeros(2)
    s = 0.0
    for i in range(n):
        cur = np.full(2, float(i))
        s += prev[0] + cur[1]
        prev = cur
    return s


@njit
def with_continue(n):
    s = 0
    for i in range(n):
        a = np.arange(i % 5 + 1)
        if i % 3 == 0:
            continue
        s += a.sum()
    return s


@njit
def with_break(n):
    s = 0
    for i in range(n):
        a = np.ones(4, dtype=np.int64) * i
        if i == 7:
            s += a[3] * 1000
            break
        s += a[0]
    return s


@njit
def nested(n):
    t = 0.0
    for i in range(n):
        row = np.empty(n)
        for j in range(n):
            row[j] = i * j
        inner = 0.0
        for j in range(n):
            tmp = np.full(2, row[j])
            inner += tmp[1]
        t += inner
    return t


@njit
def on_one_arm(n):
    s = 0.0
    for i in range(n):
        if i % 2:
            a = np.full(3, 1.5)
            s += a.sum()
        else:
            s -= 1.0
    return s


@njit
def many(n):             # ten million small arrays
    s = 0
    for i in range(n):
        a = np.empty(2, dtype=np.int64)
        a[0] = i
        a[1] = 1
        s += a[0] & 7 + a[1]
    return s


print(temps(5), carried(5), with_continue(20), with_break(20))
print(nested(6), on_one_arm(7))
print(many(10_000_000))

# expect: 65.0 16.0 54 7021
# expect: 225.0 9.5
# expect: 40000000
