# index arrays and boolean masks on str arrays
import numpy as np

a = np.array(['apple', 'b', 'cherry', 'dd', 'e'])
print(repr(a[[0, 2, 4]]))
print(repr(a[np.array([-1, 1])]))
print(repr(a[a != 'b']))
print(repr(a[np.array([True, False, True, False, False])]))
m = np.array([['a', 'bc', 'x'], ['def', 'g', 'y']])
print(repr(m[:, [2, 0]]))
print(repr(m[m > 'b']))
print(repr(m[[1, 0]]))

# expect: array(['apple', 'cherry', 'e'], dtype='<U6')
# expect: array(['e', 'b'], dtype='<U6')
# expect: array(['apple', 'cherry', 'dd', 'e'], dtype='<U6')
# expect: array(['apple', 'cherry'], dtype='<U6')
# expect: array([['x', 'a'],
# expect:        ['y', 'def']], dtype='<U3')
# expect: array(['bc', 'x', 'def', 'g', 'y'], dtype='<U3')
# expect: array([['def', 'g', 'y'],
# expect:        ['a', 'bc', 'x']], dtype='<U3')
