a = list(range(10))
del a[1:3]
print(a)
del a[::2]
print(a)
del a[-1]
print(a)

# expect: [0, 3, 4, 5, 6, 7, 8, 9]
# expect: [3, 5, 7, 9]
# expect: [3, 5, 7]
