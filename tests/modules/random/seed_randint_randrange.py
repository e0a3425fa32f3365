import random
random.seed(1)
print([random.randint(1, 6) for _ in range(10)])
print([random.randrange(100) for _ in range(5)], random.randrange(10, 20, 3), random.randrange(-5, 5))

# expect: [2, 5, 1, 3, 1, 4, 4, 4, 6, 4]
# expect: [26, 12, 62, 3, 49] 19 4
