import math
print(math.fabs(-3), math.fmod(7, 3), math.fmod(-7, 3), -7 % 3, math.remainder(7, 3), math.remainder(5, 2), math.remainder(-5, 2))

# expect: 3.0 1.0 -1.0 2 1.0 1.0 -1.0
