v = 1234.5678
print(format(v, "e"), format(v, "E"), format(v, "f"), format(v, "F"), format(v, "g"), format(v, "G"), format(0.125, "%"), format(v, ".3"))
print(format(1e-7, "g"), format(1e20, "g"), format(float("inf"), "F"), format(float("nan"), "f"), format(123456789.0, ".3g"), format(0.00001234, ".2e"))

# expect: 1.234568e+03 1.234568E+03 1234.567800 1234.567800 1234.57 1234.57 12.500000% 1.23e+03
# expect: 1e-07 1e+20 INF nan 1.23e+08 1.23e-05
