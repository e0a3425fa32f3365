import math
print(math.sqrt(math.inf), math.exp(-math.inf), math.atan(math.inf), math.sin(math.nan), math.hypot(math.inf, math.nan), math.copysign(1, math.nan) in (1.0, -1.0))
try:
    math.sin(math.inf)
except ValueError as e:
    print("ValueError:", e)

# expect: inf 0.0 1.5707963267948966 nan inf True
# expect: ValueError: math domain error
