# str next to numbers makes a str array as wide as the numbers' text can be
import numpy as np

print(repr(np.array([1, 'ab'])))
print(repr(np.array([1.5, 'ab'])))
print(repr(np.array([True, 'a'])))
print(repr(np.array(['a', 1, 2.5])))
print(repr(np.array([b'ab', 'c'])))
print(repr(np.array([np.array(['abc', 'd']), np.array(['e', 'f'])])))

# expect: array(['1', 'ab'], dtype='<U21')
# expect: array(['1.5', 'ab'], dtype='<U32')
# expect: array(['True', 'a'], dtype='<U5')
# expect: array(['a', '1', '2.5'], dtype='<U32')
# expect: array(['ab', 'c'], dtype='<U2')
# expect: array([['abc', 'd'],
# expect:        ['e', 'f']], dtype='<U3')
