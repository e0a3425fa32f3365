def f(k):
    return [k * i for i in range(4)]
print(f(3))

# expect: [0, 3, 6, 9]
