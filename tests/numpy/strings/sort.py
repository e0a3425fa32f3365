# np.sort / argsort / a.sort() on str arrays: code point order, shorter first
import numpy as np

a = np.array(['pear', 'apple', 'b', 'a', 'ab', 'Zed', 'é', ''])
print(repr(np.sort(a)))
print(np.argsort(a))
c = a.copy()
c.sort()
print(c)
print(np.sort(np.array([['b', 'a'], ['d', 'c']]), axis=None))
print(np.argsort(np.array(['b', 'a', 'b', 'a'])))

# expect: array(['', 'Zed', 'a', 'ab', 'apple', 'b', 'pear', 'é'], dtype='<U5')
# expect: [7 5 3 4 1 2 0 6]
# expect: ['' 'Zed' 'a' 'ab' 'apple' 'b' 'pear' 'é']
# expect: ['a' 'b' 'c' 'd']
# expect: [1 3 0 2]
