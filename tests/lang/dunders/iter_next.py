class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)))
for x in Countdown(2):
    print(x)

# expect: [4, 3, 2, 1]
# expect: 2
# expect: 1
