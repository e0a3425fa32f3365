import cmath
print(cmath.sqrt(-1), cmath.sqrt(4), cmath.exp(1j * cmath.pi).real, cmath.phase(-1), cmath.phase(1j), abs(3 + 4j))
print(cmath.polar(1j), cmath.rect(2, 0), cmath.polar(-2))

# expect: 1j (2+0j) -1.0 3.141592653589793 1.5707963267948966 5.0
# expect: (1.0, 1.5707963267948966) (2+0j) (2.0, 3.141592653589793)
