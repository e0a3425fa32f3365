# Counting data: histogram, bincount, digitize, unique counts.
import numpy as np

scores = np.array([55, 67, 72, 88, 91, 45, 78, 83, 69, 95, 72, 60, 58, 77, 84, 99, 41, 73])
counts, edges = np.histogram(scores, bins=5)
print(counts)
print(edges)
print(repr(edges))

counts, edges = np.histogram(scores, bins=[40, 50, 60, 70, 80, 90, 100])
for lo, hi, c in zip(edges[:-1], edges[1:], counts):
    print(f"{lo:3d}-{hi:3d} {'#' * c}")
print(counts.sum() == scores.size)

dens, _ = np.histogram(scores, bins=4, range=(40, 100), density=True)
print(dens)
print(dens.sum() * 15)

grades = np.digitize(scores, [60, 70, 80, 90])
print(grades)
letters = np.array(list("FDCBA"))
print(letters[grades])
print(np.bincount(grades))
print(np.bincount(grades, minlength=6))

weights = np.linspace(0.5, 1.0, scores.size)
print(np.round(np.bincount(grades, weights=weights), 4))

vals, cnt = np.unique(scores // 10 * 10, return_counts=True)
print(vals)
print(cnt)
print(dict(zip(vals.tolist(), cnt.tolist())))
print(vals[cnt.argmax()])

rolls = np.random.RandomState(7).randint(1, 7, size=600)
print(np.bincount(rolls)[1:])
print(np.round(np.bincount(rolls)[1:] / rolls.size, 3))
print(np.histogram(rolls, bins=np.arange(0.5, 7.5))[0])
print(np.mean(rolls), np.var(rolls))

# expect: [2 3 5 4 4]
# expect: [41.  52.6 64.2 75.8 87.4 99. ]
# expect: array([41. , 52.6, 64.2, 75.8, 87.4, 99. ])
# expect:  40- 50 ##
# expect:  50- 60 ##
# expect:  60- 70 ###
# expect:  70- 80 #####
# expect:  80- 90 ###
# expect:  90-100 ###
# expect: True
# expect: [0.00740741 0.01851852 0.02592593 0.01481481]
# expect: 1.0
# expect: [0 1 2 3 4 0 2 3 1 4 2 1 0 2 3 4 0 2]
# expect: ['F' 'D' 'C' 'B' 'A' 'F' 'C' 'B' 'D' 'A' 'C' 'D' 'F' 'C' 'B' 'A' 'F' 'C']
# expect: [4 3 5 3 3]
# expect: [4 3 5 3 3 0]
# expect: [2.9706 2.0882 3.9118 2.2059 2.3235]
# expect: [40 50 60 70 80 90]
# expect: [2 2 3 5 3 3]
# expect: {40: 2, 50: 2, 60: 3, 70: 5, 80: 3, 90: 3}
# expect: 70
# expect: [102  95  96  95 113  99]
# expect: [0.17  0.158 0.16  0.158 0.188 0.165]
# expect: [102  95  96  95 113  99]
# expect: 3.5316666666666667 2.9523305555555557
