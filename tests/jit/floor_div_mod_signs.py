# Python's floor division and modulo for negative dividends inside a loop,
# then a negative divisor late in the loop.
def fdm(lo, hi, d):
    a = 0
    b = 0
    for i in range(lo, hi):
        a += i // d
        b += i % d * (i + 1)
    return a, b


print(fdm(-50, 50, 7))
print(fdm(-100, 100, 1))
def mixed():
    out = []
    for d in [3, 3, 3, 3, -3, 3, -2]:
        out.append((-7 // d, -7 % d))
    return out


print(mixed())
# expect: (-50, 245)
# expect: (-100, 0)
# expect: [(-3, 2), (-3, 2), (-3, 2), (-3, 2), (2, -1), (-3, 2), (3, -1)]
