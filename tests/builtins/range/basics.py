print(list(range(5)), list(range(2, 6)), list(range(10, 0, -3)), list(range(0)), list(range(5, 2)))
r = range(1, 10, 2)
print(r, len(r), r[2], r[-1], 7 in r, 8 in r, r.index(5), r.count(3))

# expect: [0, 1, 2, 3, 4] [2, 3, 4, 5] [10, 7, 4, 1] [] []
# expect: range(1, 10, 2) 5 5 9 True False 2 1
