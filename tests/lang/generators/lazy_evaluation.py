def noisy(n):
    for i in range(n):
        print("produce", i)
        yield i
g = noisy(3)
print("created")
for v in g:
    print("consume", v)

# expect: created
# expect: produce 0
# expect: consume 0
# expect: produce 1
# expect: consume 1
# expect: produce 2
# expect: consume 2
