# np.r_, np.c_ (directives, complex steps, scalar casting), np.s_,
# np.index_exp, np.mgrid, np.ogrid, np.ix_, np.ndindex, np.ndenumerate.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, getattr(r, 'dtype', type(r).__name__))
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


a = np.arange(6).reshape(2, 3)
show('r_', lambda: np.r_[np.array([1, 2, 3]), 0, 0, np.array([4, 5, 6])])
show('r_ slices', lambda: np.r_[-1:1:6j, [0] * 3, 5, 6])
show('r_ range', lambda: np.r_[0:10:3])
show('r_ axis', lambda: np.r_['-1', a, a])
show('r_ 0,2', lambda: np.r_['0,2', [1, 2, 3], [4, 5, 6]])
show('r_ 0,2,0', lambda: np.r_['0,2,0', [1, 2, 3], [4, 5, 6]])
show('r_ 1,2,0', lambda: np.r_['1,2,0', [1, 2, 3], [4, 5, 6]])
show('r_ int8 keeps', lambda: np.r_[np.array([1], np.int8), 3])
show('r_ float scalar', lambda: np.r_[np.array([1], np.int8), 3.5])
show('r_ scalars', lambda: np.r_[1, 2.5, 3])
show('r_ late directive', lambda: np.r_[[1], 'x'])
show('r_ bad directive', lambda: np.r_['q', [1]])
show('c_', lambda: np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
show('c_ rows', lambda: np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
print(len(np.r_), len(np.c_))
print(np.s_[2::2], np.s_[1:2, ::3, ...], np.s_[3])
print(np.index_exp[2::2], np.index_exp[1, 2])
print(a[np.s_[:, 1:]])
show('mgrid', lambda: np.mgrid[0:3, 0:2])
show('mgrid complex', lambda: np.mgrid[-1:1:5j])
show('mgrid mixed', lambda: np.mgrid[0:1:3j, 0:2])
show('mgrid step', lambda: np.mgrid[0:1:0.25])
show('ogrid', lambda: np.ogrid[-1:1:5j])
g = np.ogrid[0:3, 0:2]
print(type(g).__name__, [x.shape for x in g])
print(g[0] + g[1])
show('ix_', lambda: np.ix_([0, 1], [2, 0]))
print(a[np.ix_([0, 1], [2, 0])])
show('ix_ mask', lambda: np.ix_([True, False], [1]))
show('ix_ 2d', lambda: np.ix_([[0, 1]]))
print(list(np.ndindex(3, 2)))
print(list(np.ndindex((2, 1, 2))), list(np.ndindex()), list(np.ndindex(2, 0)))
for idx, v in np.ndenumerate(np.array([[1, 2], [3, 4]])):
    print(idx, v)
print(list(np.ndenumerate([1.5, 2.5])))
try:
    np.ndindex(2, -1)
except ValueError as e:
    print(e)

# expect: r_ int64
# expect: [1 2 3 0 0 4 5 6]
# expect: r_ slices float64
# expect: [-1.  -0.6 -0.2  0.2  0.6  1.   0.   0.   0.   5.   6. ]
# expect: r_ range int64
# expect: [0 3 6 9]
# expect: r_ axis int64
# expect: [[0 1 2 0 1 2]
# expect:  [3 4 5 3 4 5]]
# expect: r_ 0,2 int64
# expect: [[1 2 3]
# expect:  [4 5 6]]
# expect: r_ 0,2,0 int64
# expect: [[1]
# expect:  [2]
# expect:  [3]
# expect:  [4]
# expect:  [5]
# expect:  [6]]
# expect: r_ 1,2,0 int64
# expect: [[1 4]
# expect:  [2 5]
# expect:  [3 6]]
# expect: r_ int8 keeps int8
# expect: [1 3]
# expect: r_ float scalar float64
# expect: [1.  3.5]
# expect: r_ scalars float64
# expect: [1.  2.5 3. ]
# expect: r_ late directive ValueError special directives must be the first entry.
# expect: r_ bad directive ValueError unknown special directive
# expect: c_ int64
# expect: [[1 4]
# expect:  [2 5]
# expect:  [3 6]]
# expect: c_ rows int64
# expect: [[1 2 3 0 0 4 5 6]]
# expect: 0 0
# expect: slice(2, None, 2) (slice(1, 2, None), slice(None, None, 3), Ellipsis) 3
# expect: (slice(2, None, 2),) (1, 2)
# expect: [[1 2]
# expect:  [4 5]]
# expect: mgrid int64
# expect: [[[0 0]
# expect:   [1 1]
# expect:   [2 2]]
# expect:
# expect:  [[0 1]
# expect:   [0 1]
# expect:   [0 1]]]
# expect: mgrid complex float64
# expect: [-1.  -0.5  0.   0.5  1. ]
# expect: mgrid mixed float64
# expect: [[[0.  0. ]
# expect:   [0.5 0.5]
# expect:   [1.  1. ]]
# expect:
# expect:  [[0.  1. ]
# expect:   [0.  1. ]
# expect:   [0.  1. ]]]
# expect: mgrid step float64
# expect: [0.   0.25 0.5  0.75]
# expect: ogrid float64
# expect: [-1.  -0.5  0.   0.5  1. ]
# expect: list [(3, 1), (1, 2)]
# expect: [[0 1]
# expect:  [1 2]
# expect:  [2 3]]
# expect: ix_ tuple
# expect: (array([[0],
# expect:        [1]]), array([[2, 0]]))
# expect: [[2 0]
# expect:  [5 3]]
# expect: ix_ mask tuple
# expect: (array([[0]]), array([[1]]))
# expect: ix_ 2d ValueError Cross index must be 1 dimensional
# expect: [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
# expect: [(0, 0, 0), (0, 0, 1), (1, 0, 0), (1, 0, 1)] [()] []
# expect: (0, 0) 1
# expect: (0, 1) 2
# expect: (1, 0) 3
# expect: (1, 1) 4
# expect: [((0,), 1.5), ((1,), 2.5)]
# expect: negative dimensions are not allowed
