import random
random.seed(3)
vals = [random.randint(5, 7) for _ in range(200)]
print(min(vals), max(vals), sorted(set(vals)))
fl = [random.random() for _ in range(200)]
print(all(0.0 <= f < 1.0 for f in fl))

# expect: 5 7 [5, 6, 7]
# expect: True
