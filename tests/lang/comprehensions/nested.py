print([(i, j) for i in range(3) for j in range(i)])
print([[i * j for j in range(3)] for i in range(3)])

# expect: [(1, 0), (2, 0), (2, 1)]
# expect: [[0, 0, 0], [0, 1, 2], [0, 2, 4]]
