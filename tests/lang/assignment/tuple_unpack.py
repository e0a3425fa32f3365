a, b = 1, 2
a, b = b, a
print(a, b)
(x, y), z = (3, 4), 5
print(x, y, z)

# expect: 2 1
# expect: 3 4 5
