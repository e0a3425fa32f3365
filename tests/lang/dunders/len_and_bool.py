class Bag:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
class Flag:
    def __bool__(self):
        return False
print(len(Bag(3)), bool(Bag(0)), bool(Bag(2)), bool(Flag()))
print("empty" if not Bag(0) else "full", "yes" if Flag() else "no")

# expect: 3 False True False
# expect: empty no
