import math
try:
    math.tauu
except AttributeError as e:
    print(str(e), "|", e.name)

# expect: module 'math' has no attribute 'tauu' | tauu
