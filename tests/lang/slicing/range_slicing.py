r = range(0, 20, 3)
print(r[1:4], r[::-1], r[::2], list(r[::-2]))

# expect: range(3, 12, 3) range(18, -3, -3) range(0, 21, 6) [18, 12, 6, 0]
