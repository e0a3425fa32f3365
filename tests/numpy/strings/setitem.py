# assigning into str arrays: values are truncated to the array's width
import numpy as np

a = np.array(['b', 'a', 'cc'])
a[0] = 'hello'
print(repr(a))
a[[1, 2]] = 'xyz'
print(repr(a))
a[a == 'xy'] = 'q'
print(repr(a))
a[1:] = ['m', 'nnnn']
print(repr(a))
a[:] = 'z'
print(repr(a))
b = np.zeros((2, 3), dtype='U3')
b[0] = ['ab', 'cdef', 'g']
b[1, 1] = 42
b[:, 2] = np.array(['long', 'short'])
print(repr(b))
c = np.array(['aa', 'bb', 'cc'])
c[np.array([True, False, True])] = ['x', 'y']
print(c)
c.flat[1] = 'w'
print(c)

# expect: array(['he', 'a', 'cc'], dtype='<U2')
# expect: array(['he', 'xy', 'xy'], dtype='<U2')
# expect: array(['he', 'q', 'q'], dtype='<U2')
# expect: array(['he', 'm', 'nn'], dtype='<U2')
# expect: array(['z', 'z', 'z'], dtype='<U2')
# expect: array([['ab', 'cde', 'lon'],
# expect:        ['', '42', 'sho']], dtype='<U3')
# expect: ['x' 'bb' 'y']
# expect: ['x' 'w' 'y']
