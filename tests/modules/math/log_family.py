import math
print(math.log(math.e), math.log(100, 10), math.log(8, 2), math.log2(1024), math.log10(0.001), math.log1p(1e-10), math.expm1(1e-10), math.log(10))

# expect: 1.0 2.0 3.0 10.0 -3.0 9.999999999500001e-11 1.00000000005e-10 2.302585092994046
