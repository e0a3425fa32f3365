import math
for v in [2.5, -2.5, 3.0, -0.1, 1e20]:
    print(math.floor(v), math.ceil(v), math.trunc(v), type(math.floor(v)).__name__)

# expect: 2 3 2 int
# expect: -3 -2 -2 int
# expect: 3 3 3 int
# expect: -1 0 0 int
# expect: 100000000000000000000 100000000000000000000 100000000000000000000 int
