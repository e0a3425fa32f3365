# Compiled functions called from a hot interpreted loop (tpy's tracing JIT
# calls their machine code straight from the loop's trace when the
# arguments are ints, floats and bools): results, a raise in the middle
# of the loop, a rebound name, new argument types, bool results and
# integer wrap-around all behave as plain calls.
import math
from numba import njit


@njit
def add(a, b):
    return a + b


@njit
def safe_ratio(a, b):
    return a // b


@njit
def hyp(x, y):
    return math.sqrt(x * x + y * y)


@njit
def is_odd(n):
    return n % 2 == 1


@njit
def wrap(n):
    return n * 4611686018427387904


def summing(n):
    s = 0
    for i in range(n):
        s = add(s, i)
    return s


def ratios(n, zero_at):
    out = 0
    for i in range(n):
        out += safe_ratio(1000, i - zero_at)
    return out


def mixed(n):
    total = 0.0
    odd = 0
    for i in range(n):
        total += hyp(i * 0.5, 2.0)
        if is_odd(i):
            odd += 1
        total += add(i, 0.25)
    return total, odd


print(summing(5000))
print(mixed(3000))
try:
    ratios(4000, 2500)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(ratios(3000, -1))

wraps = 0
for i in range(3000):
    wraps += wrap(i) < 0
print(wraps)


def rebound(n):
    s = 0
    for i in range(n):
        s = add(s, 1)
    return s


print(rebound(2000))
add = njit(lambda a, b: a - b)
print(rebound(2000))


@njit
def noisy(i):
    if i % 1000 == 999:
        print("at", i)
    return i


t = 0
for i in range(3000):   # a call with an effect is never made twice
    t += noisy(i)
print(t)


@njit
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@njit
def powered(b, e):
    return b ** e + fib(e)


acc = 0
for i in range(2000):   # recursive and int-power callees, one raising at the end
    acc += powered(i % 5, i % 9)
print(acc)
for i in range(2000):   # negative exponents: Numba's int power
    acc += powered(2, 8 - i)
print(acc)

# expect: 12497500
# expect: (6748532.293882399, 1500)
# expect: ZeroDivisionError: integer division by zero
# expect: 7069
# expect: 1500
# expect: 2000
# expect: -2000
# expect: at 999
# expect: at 1999
# expect: at 2999
# expect: 4498500
# expect: 4321037
# expect: 2338566
