# list.append and comprehensions in compiled loops: the list's storage
# moves as it grows, so loads of its items after an append are redone.
def build(n):
    out = []
    for i in range(n):
        out.append(i * 2)
        if len(out) > 3:
            out[len(out) - 3] = out[len(out) - 1] + 0.5
    return out


xs = build(200)
print(len(xs), xs[:6], xs[-4:])
sq = [x * x for x in range(300) if x % 3]
print(len(sq), sq[:5], sq[-2:])
mixed = [i if i % 2 else i / 2 for i in range(100)]
print(mixed[:6], sum(mixed))


def grid(n):
    rows = []
    for i in range(n):
        row = []
        for j in range(n):
            row.append(i * j)
        rows.append(row)
    return rows


g = grid(40)
print(g[39][:5], sum(map(sum, g)))
# expect: 200 [0, 6.5, 8.5, 10.5, 12.5, 14.5] [396.5, 398.5, 396, 398]
# expect: 200 [1, 4, 16, 25, 49] [88804, 89401]
# expect: [0.0, 1, 1.0, 3, 2.0, 5] 3725.0
# expect: [0, 39, 78, 117, 156] 608400
