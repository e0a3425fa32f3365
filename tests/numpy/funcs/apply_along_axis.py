# np.apply_along_axis (scalar and array results, extra arguments, where the
# function's axes go) and np.apply_over_axes.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, r.dtype, r.shape)
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


a = np.arange(12).reshape(3, 4)
show('scalar', lambda: np.apply_along_axis(lambda v: (v[0] + v[-1]) * 0.5, 0, a))
show('sorted', lambda: np.apply_along_axis(sorted, 1, np.array([[8, 1, 7], [4, 3, 9]])))
show('diag -1', lambda: np.apply_along_axis(np.diag, -1, np.array([[1, 2, 3], [4, 5, 6]])))
show('diag 0', lambda: np.apply_along_axis(np.diag, 0, np.array([[1, 2, 3], [4, 5, 6]])))
show('args', lambda: np.apply_along_axis(np.percentile, 1, a, 50))
show('kwargs', lambda: np.apply_along_axis(np.sum, 1, a, keepdims=True))
show('3d', lambda: np.apply_along_axis(np.cumsum, 1, np.arange(8).reshape(2, 2, 2)))
show('bad axis', lambda: np.apply_along_axis(np.sum, 2, a))
show('empty', lambda: np.apply_along_axis(np.sum, 0, np.zeros((3, 0))))
b = np.arange(24).reshape(2, 3, 4)
show('over axes', lambda: np.apply_over_axes(np.sum, b, [0, 2]))
show('over axis', lambda: np.apply_over_axes(np.sum, b, 1))
show('over neg', lambda: np.apply_over_axes(np.mean, b, -1))

# expect: scalar float64 (4,)
# expect: [4. 5. 6. 7.]
# expect: sorted int64 (2, 3)
# expect: [[1 7 8]
# expect:  [3 4 9]]
# expect: diag -1 int64 (2, 3, 3)
# expect: [[[1 0 0]
# expect:   [0 2 0]
# expect:   [0 0 3]]
# expect:
# expect:  [[4 0 0]
# expect:   [0 5 0]
# expect:   [0 0 6]]]
# expect: diag 0 int64 (2, 2, 3)
# expect: [[[1 2 3]
# expect:   [0 0 0]]
# expect:
# expect:  [[0 0 0]
# expect:   [4 5 6]]]
# expect: args float64 (3,)
# expect: [1.5 5.5 9.5]
# expect: kwargs int64 (3, 1)
# expect: [[ 6]
# expect:  [22]
# expect:  [38]]
# expect: 3d int64 (2, 2, 2)
# expect: [[[ 0  1]
# expect:   [ 2  4]]
# expect:
# expect:  [[ 4  5]
# expect:   [10 12]]]
# expect: bad axis AxisError axis 2 is out of bounds for array of dimension 2
# expect: empty ValueError Cannot apply_along_axis when any iteration dimensions are 0
# expect: over axes int64 (1, 3, 1)
# expect: [[[ 60]
# expect:   [ 92]
# expect:   [124]]]
# expect: over axis int64 (2, 1, 4)
# expect: [[[12 15 18 21]]
# expect:
# expect:  [[48 51 54 57]]]
# expect: over neg float64 (2, 3, 1)
# expect: [[[ 1.5]
# expect:   [ 5.5]
# expect:   [ 9.5]]
# expect:
# expect:  [[13.5]
# expect:   [17.5]
# expect:   [21.5]]]
