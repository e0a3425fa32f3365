# a.choose(choices, out=, mode=) picks from choices by the array's values.
import numpy as np

ch = np.array([0, 1, 1, 2])
print(ch.choose([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]))
print(np.array([0, 3, -1]).choose([[1, 2, 3], [4, 5, 6]], mode='clip'))
print(np.array([0, 3, -1]).choose([[1, 2, 3], [4, 5, 6]], mode='wrap'))
out = np.zeros(2, dtype=np.int64)
np.array([1, 0]).choose([10, 20], out=out)
print(out)
try:
    np.array([0, 5]).choose([[1, 2], [3, 4]])
except ValueError as e:
    print(e)

# expect: [ 1  6  7 12]
# expect: [1 5 3]
# expect: [1 5 6]
# expect: [20 10]
# expect: invalid entry in choice array
