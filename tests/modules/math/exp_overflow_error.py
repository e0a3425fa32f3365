import math
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
print(math.exp(-1000))

# expect: OverflowError: math range error
# expect: 0.0
