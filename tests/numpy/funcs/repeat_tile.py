# np.repeat (flattened or along an axis) and np.tile.
import numpy as np
m = np.array([[1, 2], [3, 4]])
print(np.repeat(3, 4), np.repeat(m, 2), np.repeat(m, 2, axis=0), np.repeat(m, 3, axis=1))
print(np.tile([1, 2], 3), np.tile(m, 2), np.tile(m, (2, 1)), np.tile(np.arange(3), (2, 2)))

# expect: [3 3 3 3] [1 1 2 2 3 3 4 4] [[1 2]
# expect:  [1 2]
# expect:  [3 4]
# expect:  [3 4]] [[1 1 1 2 2 2]
# expect:  [3 3 3 4 4 4]]
# expect: [1 2 1 2 1 2] [[1 2 1 2]
# expect:  [3 4 3 4]] [[1 2]
# expect:  [3 4]
# expect:  [1 2]
# expect:  [3 4]] [[0 1 2 0 1 2]
# expect:  [0 1 2 0 1 2]]
