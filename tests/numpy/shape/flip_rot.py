# flip / fliplr / flipud / rot90 / swapaxes / moveaxis: views with NumPy's
# shapes and errors.
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
print(np.flip(a).tolist())
print(np.flip(a, 1)[0].tolist(), np.flip(a, (0, 2))[1, 0].tolist(), np.flip(a, axis=-1).strides)
f = np.flip(a, 0)
f[0, 0, 0] = 100
print(a[1, 0, 0], f.base is a)
m = np.arange(6).reshape(2, 3)
print(np.fliplr(m).tolist(), np.flipud(m).tolist(), np.flipud(np.arange(4)))
for k in range(-2, 6):
    print(k, np.rot90(m, k).tolist())
print(np.rot90(a, 1, (1, 2)).shape, np.rot90(a, 1, axes=(2, 0))[0].tolist())
print(np.rot90(a, 3, axes=(-1, 0)).sum(axis=0).tolist())
print(np.swapaxes(a, 0, 2).shape, a.swapaxes(-1, 1)[1].tolist(), np.swapaxes(m, 1, 1).shape)
print(np.moveaxis(a, 0, -1).shape, np.moveaxis(a, [0, 1], [-1, -2]).shape, np.moveaxis(a, (2,), (0,))[3].tolist())
print(np.moveaxis(a, -1, 0).strides, np.flip(np.float64(2.5)))
print(np.flip([[1, 2], [3, 4]], None).tolist(), np.flip(np.zeros((0, 2))).shape)
tests = [
    lambda: np.flip(m, 2), lambda: np.flip(m, (0, 0)), lambda: np.fliplr(np.zeros(3)),
    lambda: np.flipud(np.float64(3)), lambda: np.rot90(m, axes=(0, 0)), lambda: np.rot90(m, axes=(0, 2)),
    lambda: np.rot90(m, axes=(0,)), lambda: np.rot90(m, axes=(1, -1)), lambda: np.rot90(a, axes=(0, 3)),
    lambda: np.swapaxes(m, 0, 2), lambda: m.swapaxes(-3, 0), lambda: np.moveaxis(m, 0, 2),
    lambda: np.moveaxis(m, [0, 1], [1]), lambda: np.moveaxis(m, [0, 0], [1, 0]),
    lambda: np.moveaxis(m, [0, 1], [1, 1]), lambda: np.moveaxis(m, 3, 0),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError) as e:
        print(e)
# expect: [[[23, 22, 21, 20], [19, 18, 17, 16], [15, 14, 13, 12]], [[11, 10, 9, 8], [7, 6, 5, 4], [3, 2, 1, 0]]]
# expect: [[8, 9, 10, 11], [4, 5, 6, 7], [0, 1, 2, 3]] [3, 2, 1, 0] (96, 32, -8)
# expect: 100 False
# expect: [[2, 1, 0], [5, 4, 3]] [[3, 4, 5], [0, 1, 2]] [3 2 1 0]
# expect: -2 [[5, 4, 3], [2, 1, 0]]
# expect: -1 [[3, 0], [4, 1], [5, 2]]
# expect: 0 [[0, 1, 2], [3, 4, 5]]
# expect: 1 [[2, 5], [1, 4], [0, 3]]
# expect: 2 [[5, 4, 3], [2, 1, 0]]
# expect: 3 [[3, 0], [4, 1], [5, 2]]
# expect: 4 [[0, 1, 2], [3, 4, 5]]
# expect: 5 [[2, 5], [1, 4], [0, 3]]
# expect: (2, 4, 3) [[100, 0], [16, 4], [20, 8]]
# expect: [[6, 142], [22, 70], [38, 86]]
# expect: (4, 3, 2) [[100, 16, 20], [13, 17, 21], [14, 18, 22], [15, 19, 23]] (2, 3)
# expect: (3, 4, 2) (4, 3, 2) [[3, 7, 11], [15, 19, 23]]
# expect: (8, 96, 32) 2.5
# expect: [[4, 3], [2, 1]] (0, 2)
# expect: axis 2 is out of bounds for array of dimension 2
# expect: repeated axis
# expect: Input must be >= 2-d.
# expect: Input must be >= 1-d.
# expect: Axes must be different.
# expect: Axes must be different.
# expect: len(axes) must be 2.
# expect: Axes must be different.
# expect: Axes must be different.
# expect: axis2: axis 2 is out of bounds for array of dimension 2
# expect: axis1: axis -3 is out of bounds for array of dimension 2
# expect: destination: axis 2 is out of bounds for array of dimension 2
# expect: `source` and `destination` arguments must have the same number of elements
# expect: repeated axis in `source` argument
# expect: repeated axis in `destination` argument
# expect: source: axis 3 is out of bounds for array of dimension 2
