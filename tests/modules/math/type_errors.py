import math
try:
    math.sqrt("4")
except TypeError as e:
    print("TypeError:", e)
try:
    math.floor(None)
except TypeError as e:
    print("TypeError:", e)

# expect: TypeError: must be real number, not str
# expect: TypeError: must be real number, not NoneType
