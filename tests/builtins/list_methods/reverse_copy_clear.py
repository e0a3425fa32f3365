a = [1, [2], 3]
b = a.copy()
a.reverse()
print(a, b, b[1] is a[1])
a.clear()
print(a, b)

# expect: [3, [2], 1] [1, [2], 3] True
# expect: [] [1, [2], 3]
