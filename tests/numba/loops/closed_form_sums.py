# Loops that only add up a polynomial of their counters run in closed
# form; the results must be the loop's own, wrap-around included.
from numba import njit


@njit
def squares(a, b):
    s = 0
    for i in range(a, b):
        s += i * i
    return s


@njit
def stepped(a, b, c):
    s = 0
    t = 7
    for i in range(a, b, c):
        s += 3 * i * i - 2 * i + 5
        t -= i
    return s, t


@njit
def cubes(n):
    s = 0
    for i in range(n):
        s += i * i * i
    return s


@njit
def two_counters(n, k):
    s = 0
    j = 10
    for i in range(n):
        s += (i + k) * (j - 1)
        j += 3
    return s, j


@njit
def while_sum(n):
    i = 0
    s = 0
    while i < n:
        s = s + i * (i + 1)
        i += 1
    return s, i


@njit
def down(n):
    s = 0
    for i in range(n, 0, -2):
        s -= i * 4
    return s


@njit
def used_in_body(n):     # not a pure sum: the sum feeds itself
    s = 1
    for i in range(n):
        s += s * i
    return s


@njit
def quartic(n):          # degree 4: runs as a loop
    s = 0
    for i in range(n):
        s += i * i * i * i
    return s


@njit
def nested(n):
    total = 0
    for r in range(n):
        s = 0
        for i in range(r, r + 1000):
            s += i * r
        total = (total + s) % 1000003
    return total


@njit
def float_sum(n):        # floats keep their order of additions
    s = 0.0
    for i in range(n):
        s += i * 0.1
    return s


print(squares(0, 10), squares(5, 5), squares(10, 3), squares(-7, 4))
print(stepped(0, 100, 7), stepped(3, 4, 5), stepped(50, -20, -3), stepped(1, 2, -1))
print(cubes(0), cubes(1), cubes(2), cubes(3), cubes(4), cubes(100))
print(cubes(1000000), squares(0, 3000000000))
print(squares(-(2 ** 62), -(2 ** 62) + 100000))
print(two_counters(0, 3), two_counters(17, -4), two_counters(100000, 2 ** 40))
print(while_sum(0), while_sum(1), while_sum(1000))
print(down(0), down(1), down(10), down(11))
print(used_in_body(10), quartic(5), quartic(100000))
print(nested(50), float_sum(10))
# Counts no loop could run through: only the closed form finishes.
print(cubes(10 ** 15), while_sum(10 ** 15), two_counters(10 ** 15, 3))
print(stepped(-10 ** 15, 10 ** 15, 3), down(10 ** 15))

# expect: 285 0 0 154
# expect: (147810, -728) (26, 4) (47724, -365) (0, 7)
# expect: 0 0 1 9 36 24502500
# expect: -9222430735553051648 6908886848337831168
# expect: 333328333350000
# expect: (0, 10) (3468, 61) (2110848494492455296, 300010)
# expect: (0, 0) (0, 1) (333333000, 1000)
# expect: 0 -4 -120 -144
# expect: 3628800 354 -9098650108833773488
# expect: 310544 4.500000000000001
# expect: 5767962659412508672 (267126535161937920, 1000000000000000) (2004473485356187648, 3000000000000010)
# expect: (5617530673962472792, 666666666666674) -5078944270305263616
