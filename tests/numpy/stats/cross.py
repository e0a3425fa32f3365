# np.cross: 3x3, 2x2 (a scalar z), 2x3 and 3x2 mixes, stacked and broadcast
# vectors, axisa/axisb/axisc/axis, integer dtypes, and the errors.
import numpy as np

print(np.cross([1, 2, 3], [4, 5, 6]), np.cross([1, 2], [3, 4]), np.cross([1, 2], [3, 4, 5]), np.cross([1, 2, 3], [4, 5]))
print(np.cross([1.0, -0.0, 2.0], [0.0, 3.0, 0.0]), np.cross(np.array([1, 0, 0], dtype=np.int8), [0, 1, 0]).dtype)
x = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
y = np.array([[7, 8, 9], [4, 5, 6], [1, 2, 3]])
print(np.cross(x, y), np.cross(x, [1, 0, 0]), np.cross(x, y, axis=0), np.cross(x, y, axisc=0))
print(np.cross(x[:, :2], y[:, :2]), np.cross(x.T, y, axisa=0), np.cross(x, y.T, axisb=0, axisc=0))
z = np.arange(12.0).reshape(2, 2, 3)
print(np.cross(z, z[::-1]), np.cross(z, [1.5, 0, -1]).shape)
for bad in [lambda: np.cross([1, 2, 3, 4], [1, 2, 3]), lambda: np.cross([1], [2, 3]), lambda: np.cross(x, y, axisa=2),
            lambda: np.cross(np.ones((2, 3)), np.ones((3, 3)))]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__ if type(e).__name__ != 'AxisError' else 'IndexError', e)

# expect: [-3  6 -3] -2 [10 -5 -2] [-15  12  -3]
# expect: [-6.  0.  3.] int64
# expect: [[ -6  12  -6]
# expect:  [  0   0   0]
# expect:  [  6 -12   6]] [[ 0  3 -2]
# expect:  [ 0  6 -5]
# expect:  [ 0  9 -8]] [[-24 -30 -36]
# expect:  [ 48  60  72]
# expect:  [-24 -30 -36]] [[ -6   0   6]
# expect:  [ 12   0 -12]
# expect:  [ -6   0   6]]
# expect: [-6  0  6] [[ -6  12  -6]
# expect:  [  0   0   0]
# expect:  [  6 -12   6]] [[ -6   0   6]
# expect:  [ 12   0 -12]
# expect:  [ -6   0   6]]
# expect: [[[ -6.  12.  -6.]
# expect:   [ -6.  12.  -6.]]
# expect:
# expect:  [[  6. -12.   6.]
# expect:   [  6. -12.   6.]]] (2, 2, 3)
# expect: ValueError incompatible dimensions for cross product
# expect: (dimension must be 2 or 3)
# expect: ValueError incompatible dimensions for cross product
# expect: (dimension must be 2 or 3)
# expect: IndexError axisa: axis 2 is out of bounds for array of dimension 2
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
