import math
print(math.sqrt(2), math.sqrt(16), math.pow(2, 0.5), math.pow(2, 10), math.exp(1), math.exp(-2), math.exp(0))

# expect: 1.4142135623730951 4.0 1.4142135623730951 1024.0 2.718281828459045 0.1353352832366127 1.0
