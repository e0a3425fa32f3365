import math
print(math.sqrt(10 ** 40), math.log(2 ** 1000), math.log10(10 ** 300), math.gcd(2 ** 100, 6 ** 50), math.floor(2 ** 70 + 0.0) == 2 ** 70)

# expect: 1e+20 693.1471805599454 300.0 1125899906842624 True
