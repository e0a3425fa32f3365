# Objects in a reference cycle get their __del__ once the collector finds
# the cycle unreachable; each sees the other still whole (PEP 442).
import gc


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

    def __del__(self):
        seen.append((self.name, self.other.name))


seen = []
a = Node("a")
b = Node("b")
a.other = b
b.other = a
del a, b
gc.collect()
print(sorted(seen))
# expect: [('a', 'b'), ('b', 'a')]
