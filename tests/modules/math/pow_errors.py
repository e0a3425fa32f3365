import math
try:
    math.pow(0, -1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.pow(10, 400)
except OverflowError as e:
    print("OverflowError:", e)
print(math.pow(-2, 3))
try:
    math.pow(-8, 1 / 3)
except ValueError as e:
    print("ValueError:", e)

# expect: ValueError: math domain error
# expect: OverflowError: math range error
# expect: -8.0
# expect: ValueError: math domain error
