import random
random.seed(7)
a = [random.random() for _ in range(3)]
random.seed(7)
b = [random.random() for _ in range(3)]
print(a == b, a[0])

# expect: True 0.32383276483316237
