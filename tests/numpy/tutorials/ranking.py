# Sorting and ranking: sort, argsort, ranks, unique, searchsorted, top-k.
import numpy as np

names = np.array(["ana", "ben", "cy", "dee", "eli", "fay", "gus"])
points = np.array([31, 45, 27, 45, 38, 12, 27])
order = np.argsort(points)
print(order)
print(names[order])
print(points[order])

desc = np.argsort(-points, kind="stable")
for rank, idx in enumerate(desc, start=1):
    print(rank, names[idx], points[idx])

ranks = np.empty_like(order)
ranks[order] = np.arange(len(points))
print(ranks)

u, first, inverse, counts = np.unique(points, return_index=True, return_inverse=True, return_counts=True)
print(u, first, inverse, counts)
print(u[counts > 1])

print(np.sort(points)[::-1])
print(np.sort(names))
print(np.searchsorted(np.sort(points), [27, 40, 50]))
print(np.partition(points, 2)[:2])
top3 = np.argpartition(points, -3)[-3:]
print(sorted(points[top3].tolist()))

m = np.array([[3, 1, 2], [9, 7, 8], [6, 5, 4]])
print(np.sort(m, axis=0))
print(np.sort(m, axis=1))
print(np.argsort(m, axis=None))
print(m[m[:, 0].argsort()])

last = np.array(["b", "a", "b", "a"])
first_n = np.array([2, 3, 1, 1])
print(np.lexsort((first_n, last)))
print(np.median(points), np.mean(points))
print(np.max(points), names[np.argmax(points)])
print(np.isin(points, [27, 45]))
print(np.intersect1d(points, [12, 13, 27]), np.setdiff1d(points, [27, 45]))
print(repr(np.union1d([3, 1], [2, 1])))

# expect: [5 2 6 0 4 1 3]
# expect: ['fay' 'cy' 'gus' 'ana' 'eli' 'ben' 'dee']
# expect: [12 27 27 31 38 45 45]
# expect: 1 ben 45
# expect: 2 dee 45
# expect: 3 eli 38
# expect: 4 ana 31
# expect: 5 cy 27
# expect: 6 gus 27
# expect: 7 fay 12
# expect: [3 5 1 6 4 0 2]
# expect: [12 27 31 38 45] [5 2 0 4 1] [2 4 1 4 3 0 1] [1 2 1 1 2]
# expect: [27 45]
# expect: [45 45 38 31 27 27 12]
# expect: ['ana' 'ben' 'cy' 'dee' 'eli' 'fay' 'gus']
# expect: [1 5 7]
# expect: [12 27]
# expect: [38, 45, 45]
# expect: [[3 1 2]
# expect:  [6 5 4]
# expect:  [9 7 8]]
# expect: [[1 2 3]
# expect:  [7 8 9]
# expect:  [4 5 6]]
# expect: [1 2 0 8 7 6 4 5 3]
# expect: [[3 1 2]
# expect:  [6 5 4]
# expect:  [9 7 8]]
# expect: [3 1 2 0]
# expect: 31.0 32.142857142857146
# expect: 45 ben
# expect: [False  True  True  True False False  True]
# expect: [12 27] [12 31 38]
# expect: array([1, 2, 3])
