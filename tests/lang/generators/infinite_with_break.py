def naturals():
    n = 0
    while True:
        yield n
        n += 1
for n in naturals():
    if n * n > 50:
        break
print(n)

# expect: 8
