import math
print(math.hypot(3, 4), math.hypot(1, 2, 2), math.hypot(), math.hypot(-5), math.dist((0, 0), (3, 4)), math.dist([1, 1, 1], [2, 2, 2]))

# expect: 5.0 3.0 0.0 5.0 5.0 1.7320508075688772
