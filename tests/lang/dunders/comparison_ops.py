class V:
    def __init__(self, n):
        self.n = n
    def __eq__(self, o):
        return self.n == o.n
    def __lt__(self, o):
        return self.n < o.n
    def __le__(self, o):
        return self.n <= o.n
a, b = V(1), V(2)
print(a == b, a != b, a < b, a <= b, a > b, a >= b)
print([v.n for v in sorted([V(3), V(1), V(2)])])

# expect: False True True True False False
# expect: [1, 2, 3]
