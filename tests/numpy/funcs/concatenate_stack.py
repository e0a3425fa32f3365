# concatenate and stack along axes, with dtype promotion and shape errors.
import numpy as np
a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6]])
print(np.concatenate([a, b]), np.concatenate((a, a), axis=1), np.concatenate([a, b], axis=None))
print(repr(np.concatenate([np.arange(2), np.array([0.5])])))
print(np.stack([np.arange(3), np.arange(3) * 2]), np.stack([np.arange(3), np.arange(3)], axis=1))
try:
    np.concatenate([a, np.ones((1, 3))])
except ValueError as e:
    print(e)
try:
    np.stack([np.arange(2), np.arange(3)])
except ValueError as e:
    print(e)

# expect: [[1 2]
# expect:  [3 4]
# expect:  [5 6]] [[1 2 1 2]
# expect:  [3 4 3 4]] [1 2 3 4 5 6]
# expect: array([0. , 1. , 0.5])
# expect: [[0 1 2]
# expect:  [0 2 4]] [[0 0]
# expect:  [1 1]
# expect:  [2 2]]
# expect: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3
# expect: all input arrays must have the same shape
