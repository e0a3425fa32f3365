# np.isin / in1d on str arrays
import numpy as np

a = np.array(['b', 'a', 'cc', 'd'])
print(np.isin(a, ['a', 'cc', 'zz']))
print(np.isin(a, np.array(['b']), invert=True))
print(np.in1d(np.array([['x', 'y'], ['z', 'x']]), ['x']))
print(np.isin(np.array([['x', 'y'], ['z', 'x']]), 'x'))

# expect: [False  True  True False]
# expect: [False  True  True  True]
# expect: [ True False False  True]
# expect: [[ True False]
# expect:  [False  True]]
