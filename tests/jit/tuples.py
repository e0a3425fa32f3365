# Tuples and lists built in compiled loops, indexed and unpacked; an item
# whose current value is carried in a register when the tuple is made.
def pairs(n):
    x = 0
    out = 0
    last = None
    for i in range(n):
        t = (x, i, i * 0.5)
        x = x + 1
        a, b, c = t
        out += a + b + t[1] + int(c)
        lst = [a, b]
        p, q = lst
        out += p - q
        last = t
    return out, last


print(pairs(200))


def swap_walk(n):
    a, b = 1, 2
    for i in range(n):
        a, b = b, a + b % 7
    return a, b


print(swap_walk(100))


def bad(n):
    s = 0
    for i in range(n):
        t = (i, i + 1) if i < 90 else (i,)
        u, v = t
        s += u * v
    return s


try:
    bad(100)
except ValueError as e:
    print("ValueError:", e)
# expect: (69600, (199, 199, 99.5))
# expect: (176, 132)
# expect: ValueError: not enough values to unpack (expected 2, got 1)
