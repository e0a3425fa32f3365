# while loops: Collatz steps and Euclid's gcd.
from numba import njit


@njit
def collatz(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


print(collatz(27), collatz(1), gcd(1071, 462), gcd(17, 5))

# expect: 111 0 21 1
