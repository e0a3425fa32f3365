import random
random.seed(123)
print(random.uniform(1, 10), random.uniform(-1, 1))
print(random.gauss(0, 1), random.gauss(10, 2))

# expect: 1.471272389658499 -0.8256266449547354
# expect: -0.3985847224936054 10.525495978053204
