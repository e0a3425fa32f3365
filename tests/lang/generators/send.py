def acc():
    total = 0
    while True:
        v = yield total
        total += v
g = acc()
print(next(g), g.send(5), g.send(10), g.send(-3))

# expect: 0 5 15 12
