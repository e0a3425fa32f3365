grid = [[0] * 2] * 2
grid[0][0] = 1
print(grid)
grid2 = [[0] * 2 for _ in range(2)]
grid2[0][0] = 1
print(grid2)

# expect: [[1, 0], [1, 0]]
# expect: [[1, 0], [0, 0]]
