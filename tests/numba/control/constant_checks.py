# Checks on constants decide at compile time: a division by a constant
# divisor has no zero check left, one by a zero constant always raises.
from numba import njit


@njit
def mod_sum(n):
    s = 0
    for i in range(n):
        s += (i * 5) % 7 + i // 3
    return s


@njit
def by_zero(n):
    if n > 2:
        return n // 0
    return n


@njit
def mixed(n, d):
    t = 0
    for i in range(n):
        t += i % 4 + i % d
    return t


print(mod_sum(100), by_zero(1))
try:
    by_zero(5)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(mixed(50, 6))
try:
    mixed(3, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

# expect: 1916 1
# expect: ZeroDivisionError: integer division by zero
# expect: 194
# expect: ZeroDivisionError: integer modulo by zero
