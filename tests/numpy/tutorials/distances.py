# Broadcasting: pairwise distance matrix, nearest neighbours, centring.
import numpy as np

points = np.array([[0.0, 0.0], [3.0, 4.0], [1.0, 1.0], [-2.0, 2.0], [5.0, -1.0]])
print(points.shape)
diff = points[:, np.newaxis, :] - points[np.newaxis, :, :]
print(diff.shape)
dist = np.sqrt((diff ** 2).sum(axis=-1))
print(np.round(dist, 3))
print(np.allclose(dist, dist.T))

d = dist.copy()
np.fill_diagonal(d, np.inf)
nearest = d.argmin(axis=1)
print(nearest)
print(np.round(d.min(axis=1), 4))
i, j = np.unravel_index(np.argmin(d), d.shape)
print("closest pair:", i, j, round(d[i, j], 4))

centroid = points.mean(axis=0)
print(centroid)
centred = points - centroid
print(centred)
print(np.round(centred.sum(axis=0), 12) + 0.0)

row = np.arange(3)
col = np.arange(4)[:, None]
print(row + col)
print((row * col).shape)
print(np.broadcast_to(row, (2, 3)))
a, b = np.broadcast_arrays(row, col)
print(a.shape, b.shape)
try:
    np.ones((3, 2)) + np.ones((3,))
except ValueError as e:
    print(e)

scale = np.array([1.0, 10.0])
print(points * scale)
manhattan = np.abs(diff).sum(axis=2)
print(manhattan.astype(int))
print(np.einsum("ij,ij->i", points, points))
print(np.linalg.norm(points, axis=1))
mask = dist < 3
print(mask.astype(np.int8))
print(np.argwhere(np.triu(mask, k=1)))

# expect: (5, 2)
# expect: (5, 5, 2)
# expect: [[0.    5.    1.414 2.828 5.099]
# expect:  [5.    0.    3.606 5.385 5.385]
# expect:  [1.414 3.606 0.    3.162 4.472]
# expect:  [2.828 5.385 3.162 0.    7.616]
# expect:  [5.099 5.385 4.472 7.616 0.   ]]
# expect: True
# expect: [2 2 0 0 2]
# expect: [1.4142 3.6056 1.4142 2.8284 4.4721]
# expect: closest pair: 0 2 1.4142
# expect: [1.4 1.2]
# expect: [[-1.4 -1.2]
# expect:  [ 1.6  2.8]
# expect:  [-0.4 -0.2]
# expect:  [-3.4  0.8]
# expect:  [ 3.6 -2.2]]
# expect: [0. 0.]
# expect: [[0 1 2]
# expect:  [1 2 3]
# expect:  [2 3 4]
# expect:  [3 4 5]]
# expect: (4, 3)
# expect: [[0 1 2]
# expect:  [0 1 2]]
# expect: (4, 3) (4, 3)
# expect: operands could not be broadcast together with shapes (3,2) (3,) 
# expect: [[  0.   0.]
# expect:  [  3.  40.]
# expect:  [  1.  10.]
# expect:  [ -2.  20.]
# expect:  [  5. -10.]]
# expect: [[ 0  7  2  4  6]
# expect:  [ 7  0  5  7  7]
# expect:  [ 2  5  0  4  6]
# expect:  [ 4  7  4  0 10]
# expect:  [ 6  7  6 10  0]]
# expect: [ 0. 25.  2.  8. 26.]
# expect: [0.         5.         1.41421356 2.82842712 5.09901951]
# expect: [[1 0 1 1 0]
# expect:  [0 1 0 0 0]
# expect:  [1 0 1 0 0]
# expect:  [1 0 0 1 0]
# expect:  [0 0 0 0 1]]
# expect: [[0 2]
# expect:  [0 3]]
