import math
print(math.gcd(12, 18), math.gcd(12, 18, 27), math.gcd(0, 5), math.gcd(), math.gcd(-4, 6), math.lcm(4, 6), math.lcm(2, 3, 4), math.lcm(), math.lcm(0, 5))

# expect: 6 3 5 0 2 12 12 1 0
