# np.partition / np.argpartition and the methods: the kth element lands
# where a sort puts it, smaller ones before and larger ones after (only
# that is printed: the order within each side is unspecified).
import numpy as np


def sides(p, k):
    return p[k], sorted(p[:k].tolist()), sorted(p[k + 1:].tolist())


a = np.array([9, 1, 8, 2, 7, 3, 6, 4, 5, 0, 5])
for k in (0, 3, 5, -1, -4):
    print(k, sides(np.partition(a, k), k))
p = np.partition(a, [2, 7])
print(p[2], p[7], sorted(p[:2].tolist()), sorted(p[3:7].tolist()), sorted(p[8:].tolist()))
i = np.argpartition(a, 4)
print(i.dtype, sides(a[i], 4), sorted(i.tolist()) == list(range(len(a))))
f = np.array([3.5, np.nan, -1.0, 2.0, np.nan, 0.0])
print(sides(np.partition(f, 3), 3), np.isnan(np.partition(f, 4)[4:]).all())
m = np.array([[5, 1, 4, 2], [0, 9, 3, 8], [7, 7, 6, 1]])
pm = np.partition(m, 1, axis=1)
print([sides(row, 1) for row in pm])
p0 = np.partition(m, 1, axis=0)
print([sides(p0[:, j], 1) for j in range(4)])
pn = np.partition(m, 5, axis=None)
print(pn.shape, sides(pn, 5))
am = np.argpartition(m, 2, axis=-1)
print([sides(m[r][am[r]], 2) for r in range(3)])
b = np.array([4.0, 2.0, 8.0, 6.0])
print(b.partition(1), b[1], sorted(b[:1].tolist()), sorted(b[2:].tolist()))
ia = b.argpartition(np.array([0, 3]))
print(b[ia][0], b[ia][3])
print(np.argpartition(np.array(3), 0), np.partition(np.array([]), 0))

# expect: 0 (0, [], [1, 2, 3, 4, 5, 5, 6, 7, 8, 9])
# expect: 3 (3, [0, 1, 2], [4, 5, 5, 6, 7, 8, 9])
# expect: 5 (5, [0, 1, 2, 3, 4], [5, 6, 7, 8, 9])
# expect: -1 (9, [0, 1, 2, 3, 4, 5, 5, 6, 7, 8], [0, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9])
# expect: -4 (6, [0, 1, 2, 3, 4, 5, 5], [7, 8, 9])
# expect: 2 6 [0, 1] [3, 4, 5, 5] [7, 8, 9]
# expect: int64 (4, [0, 1, 2, 3], [5, 5, 6, 7, 8, 9]) True
# expect: (3.5, [-1.0, 0.0, 2.0], [nan, nan]) True
# expect: [(2, [1], [4, 5]), (3, [0], [8, 9]), (6, [1], [7, 7])]
# expect: [(5, [0], [7]), (7, [1], [9]), (4, [3], [6]), (2, [1], [8])]
# expect: (12,) (4, [0, 1, 1, 2, 3], [5, 6, 7, 7, 8, 9])
# expect: [(4, [1, 2], [5]), (8, [0, 3], [9]), (7, [1, 6], [7])]
# expect: None 4.0 [2.0] [6.0, 8.0]
# expect: 2.0 8.0
# expect: [0] []
