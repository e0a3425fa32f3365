# A branch that goes one way for 60 iterations and the other way after.
def split(n, cut):
    low = 0
    high = 0
    for i in range(n):
        if i < cut:
            low += i
        else:
            high += i * 2
    return low, high


print(split(100, 60))
print(split(100, 0))
print(split(100, 100))
# expect: (1770, 6360)
# expect: (0, 9900)
# expect: (4950, 0)
