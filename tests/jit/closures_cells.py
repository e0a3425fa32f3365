# Loops that read and write variables of an enclosing function (cells), and
# lists made empty in the loop.
def counter(n):
    total = 0
    seen = []

    def bump(k):
        nonlocal total
        total += k

    for i in range(n):
        total = total + i
        row = []
        row.append(total)
        seen.append(len(row))
    bump(1)
    return total, len(seen)


print(counter(200))


def matrix(n):
    b = [[i * n + j for j in range(n)] for i in range(n)]
    return [[b[k][j] for k in range(n)] for j in range(n)]


m = matrix(30)
print(m[3][:4], sum(map(sum, m)))


def late(n):
    acc = 0

    def get():
        return acc

    for i in range(n):
        acc = acc + i
        if i == 80:
            acc = acc / 3
    return acc, get()


print(late(100))
# expect: (19901, 200)
# expect: [3, 33, 63, 93] 404550
# expect: (2790.0, 2790.0)
