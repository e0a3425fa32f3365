import math
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.2), math.isclose(0.0, 1e-12), math.isclose(0.0, 1e-12, abs_tol=1e-9))

# expect: True False True False True
