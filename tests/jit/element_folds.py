# Element and attribute accesses at constant positions in a compiled loop:
# the element's address folds into the loads and stores ([base + 16k]),
# the tag check reads memory directly (cmp qword ptr: the whole header), and storing a float
# back where a float was checked writes no tag. Values whose types change
# late must still leave through the guards and come out as without the JIT.


class P:
    def __init__(self):
        self.x = 0.5
        self.y = 2.0


def update(p, q, n, flip):
    for k in range(n):
        p[0] += p[1] * 0.5
        p[2] -= p[0] * 0.25
        q.x += q.y
        q.y = q.y * 0.5 + 1.0
        if k == flip:
            p[1] = 3             # an int where floats were
            q.y = 7              # and in an attribute
        if k == flip + 20:
            p[2] = "s" if k < 0 else 1
    return p, q.x, q.y


def widen(p, n):
    # The trace's own store changes an element's type late.
    for k in range(n):
        p[1] = p[0] if k < n - 5 else k
        p[0] = p[0] + 1.0
    return p


print(update([1.0, 2.0, 3.0], P(), 300, 150))
print(update([1.0, 2.0, 3.0], P(), 40, 1000))
print(widen([0.0, 0.0], 200))
# jit-dump: cmp qword ptr \[r(?!14)\w+\+\d+\], 4
# jit-dump-not: mov r11, \d+\s+shl r11, 4
# expect: ([375.5, 3, -9012.875], 610.5, 2.0)
# expect: ([41.0, 2.0, -212.0], 80.5, 2.0)
# expect: [200.0, 199]
