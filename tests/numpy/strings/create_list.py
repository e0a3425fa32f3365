# np.array of str: the dtype is '<U' + the longest string's length
import numpy as np

a = np.array(['a', 'bc'])
print(repr(a))
print(a)
print(a.dtype, a.itemsize, a.nbytes, a.shape)
b = np.array([['x', 'yz', ''], ['long one', 'q', 'é']])
print(repr(b))
print(b.shape, b.dtype)
print(repr(np.array(('t', 'uv'))))
print(repr(np.array([], dtype=str)))

# expect: array(['a', 'bc'], dtype='<U2')
# expect: ['a' 'bc']
# expect: <U2 8 16 (2,)
# expect: array([['x', 'yz', ''],
# expect:        ['long one', 'q', 'é']], dtype='<U8')
# expect: (2, 3) <U8
# expect: array(['t', 'uv'], dtype='<U2')
# expect: array([], dtype='<U1')
