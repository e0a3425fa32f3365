# A branch inside an inlined method that goes the other way every second
# call: the exit is inside the call, and its side trace starts there. The
# exit stub writes the method's registers where the side trace reads them
# and jumps to it, so the loop stays in machine code (few trace entries),
# and the method's locals computed before the branch are right after it.


class Counter:
    def __init__(self):
        self.age = 0
        self.even = 0
        self.odd = 0

    def step(self, k):
        base = k * 3 + self.age
        half = base // 2
        if self.age % 2 == 0:
            self.even += base - half
        else:
            self.odd += half + k
        self.age += 1
        return base


def run(n):
    c = Counter()
    total = 0
    for i in range(n):
        total += c.step(i)
    return total, c.even, c.odd, c.age


print(run(20000))
# jit-args: --jit=on
# jit-dump: ^JIT: \d+ traces \([1-9]\d* side traces
# jit-dump: ^JIT: \d{1,3} trace entries
# expect: (799960000, 199980000, 300000000, 20000)
