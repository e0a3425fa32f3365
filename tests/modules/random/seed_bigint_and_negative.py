import random
random.seed(2 ** 100)
print(random.random())
random.seed(-5)
print(random.random())

# expect: 0.7586581712996778
# expect: 0.6229016948897019
