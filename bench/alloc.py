# alloc: 10 million short-lived objects (tuples, lists, small instances),
# only a ring of 16 kept alive, plus a two-node reference cycle every 64
# iterations. Stresses: allocation, freeing, the cycle collector; the harness
# reports peak RSS. Checksum is an int below 2**53.

ITERATIONS = 2_500_000  # four objects per iteration
RING = 16


class Node:
    def __init__(self, val, nxt):
        self.val = val
        self.next = nxt


def run(n):
    ring = [None] * RING
    total = 0
    cycles = 0
    for i in range(n):
        t = (i, i + 1)
        items = [t, i & 7]
        node = Node(i, items)
        pair = (node, i & 3)
        ring[i % RING] = pair
        total += t[1] + items[1] + node.val + pair[1]
        if i % 64 == 0:
            a = Node(i, None)
            b = Node(i + 1, a)
            a.next = b
            cycles += a.next.val - i
    for pair in ring:
        total += pair[0].val + pair[0].next[0][0]
    return total, cycles


total, cycles = run(ITERATIONS)
print(total, cycles)
