from functools import total_ordering
@total_ordering
class Version:
    def __init__(self, major, minor):
        self.t = (major, minor)
    def __eq__(self, other):
        return self.t == other.t
    def __lt__(self, other):
        return self.t < other.t
a, b = Version(1, 2), Version(1, 10)
print(a < b, a <= b, a > b, a >= b, b >= a, a <= Version(1, 2))
print([v.t for v in sorted([b, a, Version(0, 9)])])

# expect: True True False False True True
# expect: [(0, 9), (1, 2), (1, 10)]
