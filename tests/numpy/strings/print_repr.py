# repr and str of str arrays: quoted elements, no padding, the dtype always shown
import numpy as np

a = np.array(['a\n', "b'", 'c"', 'é'])
print(repr(a))
print(a)
b = np.array([['a', 'bb'], ['c', 'd']])
print(repr(b))
print(b)
z = np.array('abc')
print(repr(z), str(z))
print(repr(np.array(['word'] * 30)))
print(repr(np.array(['a'] * 1001)))
print(np.array(['x' * 40, 'y' * 40]))

# expect: array(['a\n', "b'", 'c"', 'é'], dtype='<U2')
# expect: ['a\n' "b'" 'c"' 'é']
# expect: array([['a', 'bb'],
# expect:        ['c', 'd']], dtype='<U2')
# expect: [['a' 'bb']
# expect:  ['c' 'd']]
# expect: array('abc', dtype='<U3') abc
# expect: array(['word', 'word', 'word', 'word', 'word', 'word', 'word', 'word',
# expect:        'word', 'word', 'word', 'word', 'word', 'word', 'word', 'word',
# expect:        'word', 'word', 'word', 'word', 'word', 'word', 'word', 'word',
# expect:        'word', 'word', 'word', 'word', 'word', 'word'], dtype='<U4')
# expect: array(['a', 'a', 'a', ..., 'a', 'a', 'a'], dtype='<U1')
# expect: ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'
# expect:  'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']
