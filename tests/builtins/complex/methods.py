z = complex(3, -4)
print(z.real, z.imag, z.conjugate(), abs(z), z * z.conjugate(), z == 3 - 4j)
print(repr(complex(0, 1)), repr(complex(-0.0, -1)), repr(complex(1.5, 0)), (1 + 2j) / (3 - 4j))

# expect: 3.0 -4.0 (3+4j) 5.0 (25+0j) True
# expect: 1j (-0-1j) (1.5+0j) (-0.2+0.4j)
