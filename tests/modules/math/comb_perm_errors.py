import math
try:
    math.comb(-1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    math.perm(5, -1)
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: n must be a non-negative integer
# expect: ValueError: k must be a non-negative integer
