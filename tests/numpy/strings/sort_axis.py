# sorting str arrays of more dimensions along an axis
import numpy as np

m = np.array([['pear', 'apple', 'b'], ['a', 'zz', 'ab']])
print(repr(np.sort(m)))
print(repr(np.sort(m, axis=0)))
print(np.argsort(m), np.argsort(m, axis=0))
c = m.copy()
c.sort(axis=0)
print(c)
print(np.sort(m.T, axis=1), np.sort(np.array([], dtype='U2')))

# expect: array([['apple', 'b', 'pear'],
# expect:        ['a', 'ab', 'zz']], dtype='<U5')
# expect: array([['a', 'apple', 'ab'],
# expect:        ['pear', 'zz', 'b']], dtype='<U5')
# expect: [[1 2 0]
# expect:  [0 2 1]] [[1 0 1]
# expect:  [0 1 0]]
# expect: [['a' 'apple' 'ab']
# expect:  ['pear' 'zz' 'b']]
# expect: [['a' 'pear']
# expect:  ['apple' 'zz']
# expect:  ['ab' 'b']] []
