print(True + True, True * 10, False - 1, True / 2, sum([True, True, False]), True & False, True | False)
print(type(True + 1).__name__, type(True & False).__name__, isinstance(True, int), True == 1, hash(True) == hash(1))

# expect: 2 10 -1 0.5 2 False True
# expect: int bool True True True
