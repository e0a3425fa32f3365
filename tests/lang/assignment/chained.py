a = b = c = [0]
a.append(1)
print(a, b, c, a is c)
x = y = 5
x += 1
print(x, y)

# expect: [0, 1] [0, 1] [0, 1] True
# expect: 6 5
