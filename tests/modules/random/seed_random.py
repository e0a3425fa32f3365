import random
random.seed(42)
print([random.random() for _ in range(5)])
random.seed(0)
print(random.random(), random.random())

# expect: [0.6394267984578837, 0.025010755222666936, 0.27502931836911926, 0.22321073814882275, 0.7364712141640124]
# expect: 0.8444218515250481 0.7579544029403025
