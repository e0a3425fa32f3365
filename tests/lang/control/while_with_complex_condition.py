a, b = 0, 10
while a < b and b - a > 2:
    a += 2
    b -= 1
print(a, b)

# expect: 6 7
