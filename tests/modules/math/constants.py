import math
print(math.pi, math.e, math.tau, math.inf, math.nan, math.tau == 2 * math.pi, -math.inf < 0)

# expect: 3.141592653589793 2.718281828459045 6.283185307179586 inf nan True True
