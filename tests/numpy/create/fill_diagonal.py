# np.fill_diagonal: in place on square, tall (wrap=True too), wide and n-d
# arrays, with scalars and cycled sequences; its errors.
import numpy as np

a = np.zeros((3, 3), dtype=int)
print(np.fill_diagonal(a, 5), a)
t = np.zeros((7, 3))
np.fill_diagonal(t, 4)
print(t)
t = np.zeros((7, 3))
np.fill_diagonal(t, [1, 2], wrap=True)
print(t)
w = np.zeros((2, 5), dtype=np.int8)
np.fill_diagonal(w, 9)
print(w)
c = np.zeros((3, 3, 3), dtype=int)
np.fill_diagonal(c, 1)
print(c.sum(), c[1, 1, 1], c[2, 2, 2], c[0, 1, 1])
v = np.zeros((4, 4))[:, ::-1]
np.fill_diagonal(v, [1.5, 2.5, 3.5])
print(v)
d = np.ones((3, 3))
np.fill_diagonal(d, np.inf)
print(d.min(axis=1), d.argmin(axis=0))
s = np.array([["aa", "b"], ["c", "dd"]])
np.fill_diagonal(s, "zzz")
print(s)
for bad in (np.zeros(3), np.zeros((2, 3, 3))):
    try:
        np.fill_diagonal(bad, 1)
    except ValueError as e:
        print(e)

# expect: None [[5 0 0]
# expect:  [0 5 0]
# expect:  [0 0 5]]
# expect: [[4. 0. 0.]
# expect:  [0. 4. 0.]
# expect:  [0. 0. 4.]
# expect:  [0. 0. 0.]
# expect:  [0. 0. 0.]
# expect:  [0. 0. 0.]
# expect:  [0. 0. 0.]]
# expect: [[1. 0. 0.]
# expect:  [0. 2. 0.]
# expect:  [0. 0. 1.]
# expect:  [0. 0. 0.]
# expect:  [2. 0. 0.]
# expect:  [0. 1. 0.]
# expect:  [0. 0. 2.]]
# expect: [[9 0 0 0 0]
# expect:  [0 9 0 0 0]]
# expect: 3 1 1 0
# expect: [[1.5 0.  0.  0. ]
# expect:  [0.  2.5 0.  0. ]
# expect:  [0.  0.  3.5 0. ]
# expect:  [0.  0.  0.  1.5]]
# expect: [1. 1. 1.] [1 0 0]
# expect: [['zz' 'b']
# expect:  ['c' 'zz']]
# expect: array must be at least 2-d
# expect: All dimensions of input must be of equal length
