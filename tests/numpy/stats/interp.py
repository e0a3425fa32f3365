# np.interp: left/right, period=, points outside and on the samples, NaN,
# scalar and n-d x, float32 and int inputs, and the errors.
import numpy as np

xp = [1.0, 2.0, 3.0, 5.0]
fp = [3.0, 2.0, 0.0, 4.0]
print(np.interp(2.5, xp, fp), np.interp([0, 1, 1.5, 2, 4, 5, 6], xp, fp))
print(np.interp([0, 6], xp, fp, left=-1, right=99), np.interp(np.array([[1.5, 4.5], [7, np.nan]]), xp, fp))
print(np.interp(3, [1, 2, 4], [10, 20, 40]), np.interp(np.float32(1.5), np.array([1, 2], dtype=np.float32), [0, 1]))
print(np.interp([0.5, 1.5], [1.0], [7.0]), np.interp([1.5], [1.0, 2.0], [np.inf, np.inf]))
print(np.interp([-180, -45, 0, 190, 360], [-170, 0, 170], [1, 2, 3], period=360))
print(np.interp([1, 8, 13], [0, 5, 10], [0, 10, 0], period=10), np.interp(3, [0, 4], [0, 8], period=-4))
rng = np.random.default_rng(9)
xs = np.sort(rng.uniform(0, 10, 50))
ys = np.sin(xs)
q = rng.uniform(-1, 11, 10)
print(np.interp(q, xs, ys))

for bad in [lambda: np.interp([1], [1, 2], [1]), lambda: np.interp([1], [], []),
            lambda: np.interp([1], [1, 2], [1, 2], period=0), lambda: np.interp([1], [[1, 2]], [[1, 2]])]:
    try:
        bad()
    except ValueError as e:
        print(e)

# expect: 1.0 [3.  3.  2.5 2.  2.  4.  4. ]
# expect: [-1. 99.] [[2.5 3. ]
# expect:  [4.  nan]]
# expect: 30.0 0.5
# expect: [7. 7.] [inf]
# expect: [2.         1.73529412 2.         1.         2.        ]
# expect: [2. 4. 6.] 2.0
# expect: [0.79721474 0.84496397 0.92758504 0.70952494 0.7322517  0.9585674
# expect:  0.98222613 0.05623083 0.05623083 0.90130787]
# expect: fp and xp are not of the same length.
# expect: array of sample points is empty
# expect: period must be a non-zero value
# expect: object too deep for desired array
