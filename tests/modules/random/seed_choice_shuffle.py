import random
random.seed(2024)
items = list(range(10))
random.shuffle(items)
print(items)
print(random.choice("abcdef"), random.choice([10, 20, 30]), random.sample(range(100), 4))

# expect: [6, 0, 9, 8, 3, 5, 1, 4, 2, 7]
# expect: f 30 [63, 45, 53, 67]
