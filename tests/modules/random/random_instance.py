import random
r1 = random.Random(5)
r2 = random.Random(5)
print(r1.random() == r2.random(), r1.randint(0, 100), r2.randint(0, 100))

# expect: True 94 94
