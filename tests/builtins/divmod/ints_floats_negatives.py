print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5), divmod(0, 3))
print(divmod(7.5, 2), divmod(-7.5, 2), divmod(2 ** 70, 7))

# expect: (3, 2) (-4, 3) (-4, -3) (3, -2) (0, 0)
# expect: (3.0, 1.5) (-4.0, 0.5) (168655945816773043346, 2)
