# spectral_norm: largest singular value of the infinite matrix
# A[i][j] = 1 / ((i+j)(i+j+1)/2 + i + 1), by power iteration on A^T A.
# Stresses: a tiny function called in the innermost loop, float division,
# list reads and writes. Printed with %.9f; the operation order is fixed.

import math

N = 550
ITERATIONS = 10


def entry(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += entry(i, j) * v[j]
        out[i] = s


def mul_atv(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += entry(j, i) * v[j]
        out[i] = s


def mul_atav(n, v, out, tmp):
    mul_av(n, v, tmp)
    mul_atv(n, tmp, out)


def run(n):
    u = [1.0] * n
    v = [0.0] * n
    tmp = [0.0] * n
    for _ in range(ITERATIONS):
        mul_atav(n, u, v, tmp)
        mul_atav(n, v, u, tmp)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    return math.sqrt(vbv / vv)


print("%.9f" % run(N))
