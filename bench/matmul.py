# matmul: dense matrix product of two lists of lists of floats, pure loops.
# Stresses: nested list indexing, float multiply-add in the innermost loop.
# Entries are small multiples of 1/4 and 1/2, so every product and sum is
# exact: the checksum cannot depend on summation order.

N = 320


def make(n, p, q, r, scale):
    return [[((i * p + j * q) % r - r // 2) * scale for j in range(n)] for i in range(n)]


def matmul(a, b, n):
    bt = [[b[k][j] for k in range(n)] for j in range(n)]
    c = []
    for i in range(n):
        ai = a[i]
        row = []
        for j in range(n):
            bj = bt[j]
            s = 0.0
            for k in range(n):
                s += ai[k] * bj[k]
            row.append(s)
        c.append(row)
    return c


def run():
    a = make(N, 7, 3, 11, 0.25)
    b = make(N, 5, 2, 13, 0.5)
    c = matmul(a, b, N)
    total = 0.0
    for row in c:
        for x in row:
            total += x
    return total, c[N // 2][N // 3]


total, probe = run()
print("%.3f %.3f" % (total, probe))
