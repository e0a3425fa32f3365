# np.array / np.asarray with a str dtype: a given width truncates, str or 'U'
# alone is as wide as the values' text
import numpy as np

print(repr(np.array(['abcdef', 'gh'], dtype='U3')))
print(repr(np.array(['ab', 'c'], dtype='<U5')))
print(repr(np.array([1.5, 2.0], dtype=str)))
print(repr(np.array([1, 23, 456], dtype='U')))
print(repr(np.array([True, False], dtype=str)))
print(repr(np.asarray(['p', 'qr'])))
a = np.array(['x', 'yz'])
print(np.asarray(a) is a, np.asarray(a, dtype=a.dtype) is a, np.array(a) is a)
print(repr(np.asarray(a, dtype='U1')))
print(repr(np.array(['1', '2'], dtype=int)))
print(repr(np.array(['1.5', '-2e3'], dtype=float)))
print(repr(np.array('abc')), np.array('abc').shape)

print(repr(np.array([1, 2.5], dtype=str)))
print(repr(np.array([[1], [2.5]], dtype='U')))
print(repr(np.array([np.float32(0.1), 1e20], dtype=str)))
print(repr(np.array([np.array([1, 2]), np.array([3, 4])], dtype=str)))
print(repr(np.array(np.array([1, 2]), dtype=str)))
print(repr(np.asarray(np.array([1.5]), dtype=str)))

# expect: array(['abc', 'gh'], dtype='<U3')
# expect: array(['ab', 'c'], dtype='<U5')
# expect: array(['1.5', '2.0'], dtype='<U3')
# expect: array(['1', '23', '456'], dtype='<U3')
# expect: array(['True', 'False'], dtype='<U5')
# expect: array(['p', 'qr'], dtype='<U2')
# expect: True True False
# expect: array(['x', 'y'], dtype='<U1')
# expect: array([1, 2])
# expect: array([ 1.5e+00, -2.0e+03])
# expect: array('abc', dtype='<U3') ()
# expect: array(['1', '2.5'], dtype='<U3')
# expect: array([['1'],
# expect:        ['2.5']], dtype='<U3')
# expect: array(['0.1', '1e+20'], dtype='<U32')
# expect: array([['1', '2'],
# expect:        ['3', '4']], dtype='<U21')
# expect: array(['1', '2'], dtype='<U21')
# expect: array(['1.5'], dtype='<U32')
