# Lists whose buffers come back from dead lists (the sweep keeps short
# lists' buffers for new ones) and lists large enough to ask for huge
# pages: contents must never leak from one list to another, and growth,
# repetition and split must keep every element.
import gc


def churn(rounds):
    keep = []
    total = 0
    for r in range(rounds):
        a = [r, r + 1]
        b = [r * 2]
        c = [r, None, "x", r + 0.5, (r,), [r], r - 1, r + 2]
        d = []
        d.append(r)
        d.append(r + 1)
        e = list((r, r * 3, r * 5))
        total += a[1] + b[0] + c[6] + d[1] + e[2] + len(c)
        if r % 1000 == 0:
            keep.append(c)
            gc.collect()
    assert all(k[0] == k[5][0] == k[4][0] for k in keep)
    return total, [k[:4] for k in keep[-2:]]


def big(n):
    xs = [1] * n
    xs[n // 2] = 5
    ys = []
    for i in range(n):
        ys.append(i & 7)
    words = ("ab cd " * (n // 4)).split()
    return sum(xs), sum(ys), len(words), words[-1], len(xs * 2)


print(churn(20000))
print(big(1_200_000))
# expect: (2000080000, [[18000, None, 'x', 18000.5], [19000, None, 'x', 19000.5]])
# expect: (1200004, 4200000, 600000, 'cd', 2400000)
