import math
print(math.isqrt(17), math.isqrt(10 ** 20), math.isqrt(0), math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2, 0.5], start=3))
print(sum([0.1] * 10), math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]))

# expect: 4 10000000000 0 24 1 3.0
# expect: 0.9999999999999999 1.0 1.0
