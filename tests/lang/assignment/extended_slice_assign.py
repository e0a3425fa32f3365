a = list(range(10))
a[::2] = "ABCDE"
print(a)
a[::-3] = [0, 0, 0, 0]
print(a)

# expect: ['A', 1, 'B', 3, 'C', 5, 'D', 7, 'E', 9]
# expect: [0, 1, 'B', 0, 'C', 5, 0, 7, 'E', 0]
