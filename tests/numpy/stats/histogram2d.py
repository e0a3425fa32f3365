# np.histogram2d (bin counts, per-axis bins, explicit edges, range,
# density, weights) and np.histogram_bin_edges.
import numpy as np

x = np.array([1, 2, 3, 4, 1, 2.5])
y = np.array([1, 1, 2, 2, 4, 3])
h, xe, ye = np.histogram2d(x, y, bins=3)
print(h)
print(xe, ye)
h, xe, ye = np.histogram2d([0.1, 0.5, 0.9, 0.3], [0.2, 0.4, 0.7, 0.9], bins=[2, 3], range=[[0, 1], [0, 1]])
print(h, xe, ye, sep='\n')
h, xe, ye = np.histogram2d([0.1, 0.5, 0.9, 1.0], [0.2, 0.4, 0.7, 0.9], bins=[[0, 0.5, 1], [0, 1]])
print(h, xe, ye, sep='\n')
print(np.histogram2d([0.1, 0.5, 0.9, 1.0], [0.2, 0.4, 0.7, 0.9], bins=2, density=True)[0])
print(np.histogram2d([0.1, 0.5, 0.9, 1.0], [0.2, 0.4, 0.7, 0.9], bins=2, weights=[1, 2, 3, 4])[0])
print(np.histogram_bin_edges([1, 2, 3, 10], bins=4))
print(np.histogram_bin_edges([1, 2, 3, 10], bins=2, range=(0, 4)))
print(np.histogram_bin_edges([1, 2, 3], bins=[0, 1, 5]))

# expect: [[1. 0. 1.]
# expect:  [1. 0. 1.]
# expect:  [0. 2. 0.]]
# expect: [1. 2. 3. 4.] [1. 2. 3. 4.]
# expect: [[1. 0. 1.]
# expect:  [0. 1. 1.]]
# expect: [0.  0.5 1. ]
# expect: [0.         0.33333333 0.66666667 1.        ]
# expect: [[1.]
# expect:  [3.]]
# expect: [0.  0.5 1. ]
# expect: [0 1]
# expect: [[3.17460317 0.        ]
# expect:  [0.         3.17460317]]
# expect: [[3. 0.]
# expect:  [0. 7.]]
# expect: [ 1.    3.25  5.5   7.75 10.  ]
# expect: [0. 2. 4.]
# expect: [0 1 5]
