z = 3 + 4j
print(z, z.real, z.imag)
print(1j * 1j)
print(2j, -2j, 0j)
print((1 + 2j) * (3 - 1j))

# expect: (3+4j) 3.0 4.0
# expect: (-1+0j)
# expect: 2j (-0-2j) 0j
# expect: (5+5j)
