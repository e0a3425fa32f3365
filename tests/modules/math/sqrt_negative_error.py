import math
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: math domain error
