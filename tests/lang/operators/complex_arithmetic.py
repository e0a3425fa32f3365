a = 1 + 2j
b = 3 - 1j
print(a + b, a - b, a * b, a / b, a ** 2, -a, a == complex(1, 2), abs(b))

# expect: (4+1j) (-2+3j) (5+5j) (0.1+0.7000000000000001j) (-3+4j) (-1-2j) True 3.1622776601683795
