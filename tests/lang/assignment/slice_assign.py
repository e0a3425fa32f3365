a = list(range(8))
a[2:5] = ["x"]
print(a)
a[1:1] = [10, 11]
print(a)
a[:] = [1, 2]
print(a)
a[len(a):] = [3, 4, 5]
print(a)

# expect: [0, 1, 'x', 5, 6, 7]
# expect: [0, 10, 11, 1, 'x', 5, 6, 7]
# expect: [1, 2]
# expect: [1, 2, 3, 4, 5]
