print(list(map(str, [1, 2, 3])), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])))
m = map(abs, [-1, -2])
print(type(m).__name__, next(m), list(m))

# expect: ['1', '2', '3'] [4, 10]
# expect: map 1 [2]
