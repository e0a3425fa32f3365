# np.full / zeros / empty / ones and the _like forms with str dtypes
import numpy as np

print(repr(np.full(3, 'abc')))
print(repr(np.full(3, 'abc', dtype='U2')))
print(repr(np.full((2, 2), 5, dtype='U')))
print(repr(np.zeros(3, dtype='U2')))
print(repr(np.empty(2, dtype='U4')))
print(repr(np.ones(2, dtype='U3')))
a = np.array(['ab', 'cde'])
print(repr(np.zeros_like(a)))
print(repr(np.full_like(a, 'wxyz')))
print(repr(np.full_like(a, 7)))
b = np.empty(3, dtype='U5')
b.fill('hello world')
print(repr(b))

# expect: array(['abc', 'abc', 'abc'], dtype='<U3')
# expect: array(['ab', 'ab', 'ab'], dtype='<U2')
# expect: array([['5', '5'],
# expect:        ['5', '5']], dtype='<U1')
# expect: array(['', '', ''], dtype='<U2')
# expect: array(['', ''], dtype='<U4')
# expect: array(['1', '1'], dtype='<U3')
# expect: array(['', ''], dtype='<U3')
# expect: array(['wxy', 'wxy'], dtype='<U3')
# expect: array(['7', '7'], dtype='<U3')
# expect: array(['hello', 'hello', 'hello'], dtype='<U5')
