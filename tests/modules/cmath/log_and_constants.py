import cmath
print(cmath.log(-1), cmath.log10(100), cmath.pi, cmath.e, cmath.isclose(cmath.exp(cmath.log(2 + 3j)), 2 + 3j))

# expect: 3.141592653589793j (2+0j) 3.141592653589793 2.718281828459045 True
