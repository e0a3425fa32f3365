import random
random.seed(99)
print(random.getrandbits(8), random.getrandbits(32), random.getrandbits(70))

# expect: 103 1635320116 213971884582607791358
