import math
print(math.copysign(3, -0.0), math.copysign(-2, 1), math.frexp(8.0), math.frexp(0.3), math.ldexp(0.5, 4), math.modf(3.75), math.modf(-2.5))

# expect: -3.0 2.0 (0.5, 4) (0.6, -1) 8.0 (0.75, 3.0) (-0.5, -2.0)
