import math
print(math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.ulp(1.0), math.ulp(1e16), math.nextafter(0.0, 1.0))

# expect: 1.0000000000000002 0.9999999999999999 2.220446049250313e-16 2.0 5e-324
