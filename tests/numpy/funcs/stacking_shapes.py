# hstack, vstack, squeeze, expand_dims, nonzero, where(cond), count_nonzero.
import numpy as np
a = np.array([1, 2])
b = np.array([3, 4])
print(np.hstack([a, b]), np.vstack([a, b]), np.hstack([a.reshape(2, 1), b.reshape(2, 1)]))
x = np.zeros((1, 3, 1))
print(np.squeeze(x).shape, x.squeeze(axis=0).shape, np.expand_dims(a, 0).shape, np.expand_dims(a, -1).shape)
m = np.array([[0, 1], [2, 0]])
print(np.nonzero(m), m.nonzero(), np.where(np.array([0, 3, 0, 4]) > 0), np.count_nonzero(m))

# expect: [1 2 3 4] [[1 2]
# expect:  [3 4]] [[1 3]
# expect:  [2 4]]
# expect: (3,) (3, 1) (1, 2) (2, 1)
# expect: (array([0, 1]), array([1, 0])) (array([0, 1]), array([1, 0])) (array([1, 3]),) 2
