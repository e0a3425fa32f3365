import math
print(math.degrees(math.pi), math.radians(180), math.degrees(1), math.radians(45))

# expect: 180.0 3.141592653589793 57.29577951308232 0.7853981633974483
