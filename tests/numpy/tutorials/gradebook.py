# A grade book: students by assignments as a 2-D array, axis reductions,
# weights, normalisation, pass/fail.
import numpy as np

students = np.array(["Ann", "Bob", "Cid", "Dot"])
grades = np.array([
    [88, 92, 79, 65],
    [72, 60, 91, 85],
    [95, 89, 98, 94],
    [51, 70, 64, 58],
])
weights = np.array([0.2, 0.2, 0.3, 0.3])
print(grades.sum(axis=1))
print(grades.mean(axis=0))
print(grades.mean(axis=1))
final = grades @ weights
print(final)
print(np.average(grades, axis=1, weights=weights))
print(repr(final.round(1)))

best = students[final.argmax()]
print("best:", best, final.max())
print("per assignment best:", students[grades.argmax(axis=0)])
print("passed:", students[final >= 70])
print(np.all(grades >= 50, axis=1), np.any(grades > 95))

z = (grades - grades.mean(axis=0)) / grades.std(axis=0)
print(np.round(z, 2))

curved = np.minimum(grades + 5, 100)
print(curved)
print(np.cumsum(grades, axis=1))
print(grades.max(axis=1) - grades.min(axis=1))
print(grades.prod(axis=0) % 1000)

ranks = (-final).argsort().argsort() + 1
for s, f, r in zip(students, final, ranks):
    print(f"{s:4s} {f:6.2f} rank {r}")

added = np.hstack([grades, np.full((4, 1), 80)])
print(added.shape, added[:, -1])
stacked = np.vstack([grades, grades.mean(axis=0, keepdims=True).round().astype(int)])
print(stacked)
print(np.median(grades, axis=0))
print(np.var(grades, axis=1, ddof=1).round(3))
print(grades.sum(), grades.dtype, grades.mean())
print(type(grades.sum()), type(grades.mean()))

# expect: [324 308 376 243]
# expect: [76.5  77.75 83.   75.5 ]
# expect: [81.   77.   94.   60.75]
# expect: [79.2 79.2 94.4 60.8]
# expect: [79.2 79.2 94.4 60.8]
# expect: array([79.2, 79.2, 94.4, 60.8])
# expect: best: Cid 94.4
# expect: per assignment best: ['Cid' 'Ann' 'Cid' 'Cid']
# expect: passed: ['Ann' 'Bob' 'Cid']
# expect: [ True  True  True  True] True
# expect: [[ 0.68  1.07 -0.31 -0.72]
# expect:  [-0.27 -1.34  0.62  0.65]
# expect:  [ 1.09  0.85  1.16  1.27]
# expect:  [-1.51 -0.58 -1.47 -1.2 ]]
# expect: [[ 93  97  84  70]
# expect:  [ 77  65  96  90]
# expect:  [100  94 100  99]
# expect:  [ 56  75  69  63]]
# expect: [[ 88 180 259 324]
# expect:  [ 72 132 223 308]
# expect:  [ 95 184 282 376]
# expect:  [ 51 121 185 243]]
# expect: [27 31  9 19]
# expect: [920 600 408 300]
# expect: Ann   79.20 rank 2
# expect: Bob   79.20 rank 3
# expect: Cid   94.40 rank 1
# expect: Dot   60.80 rank 4
# expect: (4, 5) [80 80 80 80]
# expect: [[88 92 79 65]
# expect:  [72 60 91 85]
# expect:  [95 89 98 94]
# expect:  [51 70 64 58]
# expect:  [76 78 83 76]]
# expect: [80.  79.5 85.  75. ]
# expect: [143.333 191.333  14.     66.25 ]
# expect: 1251 int64 78.1875
# expect: <class 'numpy.int64'> <class 'numpy.float64'>
