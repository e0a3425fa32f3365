a = [1, 2]
print(a + [3], a * 3, [0] * 0, 3 * [None], a == [1, 2], a < [1, 3], a > [1], [1, [2]] == [1, [2]], a != a[:])

# expect: [1, 2, 3] [1, 2, 1, 2, 1, 2] [] [None, None, None] True True True True False
