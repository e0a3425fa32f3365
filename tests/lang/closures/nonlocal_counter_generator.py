def make():
    total = 0
    def add(n):
        nonlocal total
        total += n
        return total
    return add
acc = make()
print([acc(i) for i in range(5)])

# expect: [0, 1, 3, 6, 10]
