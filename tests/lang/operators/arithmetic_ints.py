a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(-a // b, -a % b, a // -b, a % -b)

# expect: 22 12 85 3.4 3 2 1419857
# expect: -4 3 -4 -3
