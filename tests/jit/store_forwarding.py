# A load right after a store to the same place reads the stored value
# without going to memory, unless something that may write there (another
# store through a possibly equal object, a call) came between.
class P:
    def __init__(self):
        self.x = 0
        self.y = 0.0


def same_list(n):
    a = [0] * 4
    b = a            # two names for one list
    out = 0
    for i in range(n):
        a[1] = i
        b[1] = -i    # the same element through the other name
        out += a[1]
    return out


def type_change(n):
    a = [0, 0]
    kinds = set()
    for i in range(n):
        a[0] = i
        if i % 7 == 0:
            a[0] = str(i)
        kinds.add(type(a[0]).__name__)
    return sorted(kinds)


def attrs(n):
    p = P()
    q = p
    s = 0.0
    for i in range(n):
        p.x = i
        q.x = i + 1
        p.y = p.x * 0.5
        s += p.y + q.x
    return s


def set_first(lst, v):
    lst[0] = v


def through_call(n):
    a = [0]
    t = 0
    for i in range(n):
        a[0] = i
        set_first(a, 100)
        t += a[0]
    return t


cell_total = 0


def closures(n):
    c = 0
    def add(k):
        nonlocal c
        c += k
    for i in range(n):
        c = i
        add(1)
        global cell_total
        cell_total += c
    return c


print(same_list(1000))
print(type_change(100))
print(attrs(1000))
print(through_call(1000))
print(closures(1000), cell_total)

g = 0
h = 0.0
for i in range(3000):
    g = i
    g = g + 1
    h = g * 0.25
    h = h + g
print(g, h)
# expect: -499500
# expect: ['int', 'str']
# expect: 750750.0
# expect: 100000
# expect: 1000 500500
# expect: 3000 3750.0
