import math
from math import sqrt as root
print(root(16), math.floor(2.7), math.sqrt is root)

# expect: 4.0 2 True
