print(1 == 1.0, 1 < 1.5, True == 1, 2 ** 53 + 1 == float(2 ** 53 + 1))
print([1, 2] < [1, 3], (1, 2) < (1, 2, 0), "abc" < "abd", "Z" < "a")

# expect: True True True False
# expect: True True True True
