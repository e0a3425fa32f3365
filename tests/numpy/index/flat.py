# a.flat iterates every element in C order and indexes the flattened array.
import numpy as np
m = np.arange(6).reshape(2, 3).T
print(list(m.flat), len(m.flat), m.flat[1], m.flat[-1])
m.flat[0] = 100
print(m)
print([x for x in np.array([[1.5], [2.5]]).flat])

# expect: [0, 3, 1, 4, 2, 5] 6 3 5
# expect: [[100   3]
# expect:  [  1   4]
# expect:  [  2   5]]
# expect: [1.5, 2.5]
