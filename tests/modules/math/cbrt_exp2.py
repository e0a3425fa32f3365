import math
print(math.cbrt(8), math.cbrt(-8), math.exp2(10), math.exp2(0.5))

# expect: 2.0 -2.0 1024.0 1.4142135623730951
