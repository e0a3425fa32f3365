# np.unique on str arrays, with its index / inverse / counts
import numpy as np

a = np.array(['b', 'a', 'b', 'c', 'a', 'b'])
print(repr(np.unique(a)))
u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
print(u, idx, inv, cnt)
print(np.unique(np.array([['x', 'y'], ['y', 'xx']])))
print(repr(np.unique(np.array([], dtype='U3'))))

# expect: array(['a', 'b', 'c'], dtype='<U1')
# expect: ['a' 'b' 'c'] [1 0 3] [1 0 1 2 0 1] [2 3 1]
# expect: ['x' 'xx' 'y']
# expect: array([], dtype='<U3')
