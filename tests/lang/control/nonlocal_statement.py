def outer():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    inc(); inc()
    return n, inc()
print(outer())

# expect: (2, 3)
