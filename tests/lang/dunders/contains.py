class Evens:
    def __contains__(self, x):
        return x % 2 == 0
print(4 in Evens(), 5 in Evens(), 5 not in Evens())

# expect: True False True
