a = [1, [2]]
b = a[:]
b[0] = 9
b[1].append(3)
print(a, b, a is b)

# expect: [1, [2, 3]] [9, [2, 3]] False
