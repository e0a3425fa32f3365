# astype(str): NumPy's str of each element, as wide as the dtype's text can be
import numpy as np

print(repr(np.array([1, 23]).astype(str)))
print(repr(np.array([1.5, 2.0, -0.25, 1e20]).astype(str)))
print(repr(np.array([True, False]).astype(str)))
print(repr(np.array([1, 23], dtype=np.int8).astype(str)))
print(repr(np.array([1, 23], dtype=np.uint8).astype(str)))
print(repr(np.array([0.1, 23], dtype=np.float32).astype(str)))
print(repr(np.array([1 + 2j]).astype(str)))
print(repr(np.array([12345, 6]).astype('U3')))
print(repr(np.array([[1, 2], [3, 4]]).astype(str)))
print(repr(np.array(['abc', 'de']).astype('U2')))
print(repr(np.array(['abc', 'de']).astype('U6')))

# expect: array(['1', '23'], dtype='<U21')
# expect: array(['1.5', '2.0', '-0.25', '1e+20'], dtype='<U32')
# expect: array(['True', 'False'], dtype='<U5')
# expect: array(['1', '23'], dtype='<U4')
# expect: array(['1', '23'], dtype='<U3')
# expect: array(['0.1', '23.0'], dtype='<U32')
# expect: array(['(1+2j)'], dtype='<U64')
# expect: array(['123', '6'], dtype='<U3')
# expect: array([['1', '2'],
# expect:        ['3', '4']], dtype='<U21')
# expect: array(['ab', 'de'], dtype='<U2')
# expect: array(['abc', 'de'], dtype='<U6')
