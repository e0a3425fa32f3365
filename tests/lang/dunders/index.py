class Idx:
    def __init__(self, i):
        self.i = i
    def __index__(self):
        return self.i
lst = list("abcdef")
print(lst[Idx(2)], lst[Idx(1):Idx(4)], hex(Idx(255)), bin(Idx(5)), range(10)[Idx(3)])
print("xy" * Idx(3))

# expect: c ['b', 'c', 'd'] 0xff 0b101 3
# expect: xyxyxy
