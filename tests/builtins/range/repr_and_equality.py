print(range(3), range(1, 5), range(0, 10, 2), range(0, -4, -1))
print(range(0) == range(2, 2), range(0, 3) == range(3), list(reversed(range(4))))

# expect: range(0, 3) range(1, 5) range(0, 10, 2) range(0, -4, -1)
# expect: True True [3, 2, 1, 0]
