import math
try:
    math.factorial(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.factorial(2.5)
except TypeError as e:
    print("TypeError:", e)

# expect: ValueError: factorial() not defined for negative values
# expect: TypeError: 'float' object cannot be interpreted as an integer
