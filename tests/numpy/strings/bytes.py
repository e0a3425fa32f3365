# bytes arrays ('|S<n>'): creation, printing, elements, comparisons, casts
import numpy as np

a = np.array([b'ab', b'c'])
print(repr(a), a, a.dtype, a.itemsize)
print(a[0], isinstance(a[0], bytes), a.tolist())
print(a == b'ab', a < b'b', np.sort(np.array([b'b', b'a'])))
print(repr(np.array(['ab', 'c'], dtype='S')))
print(repr(np.array([1, 22]).astype('S')))
print(repr(np.array([b'12', b'3']).astype(int)))
print(repr(a.astype(str)), repr(np.array(['x']).astype('S2')))
a[1] = b'xyz'
print(a)

# expect: array([b'ab', b'c'], dtype='|S2') [b'ab' b'c'] |S2 2
# expect: b'ab' True [b'ab', b'c']
# expect: [ True False] [ True False] [b'a' b'b']
# expect: array([b'ab', b'c'], dtype='|S2')
# expect: array([b'1', b'22'], dtype='|S21')
# expect: array([12,  3])
# expect: array(['ab', 'c'], dtype='<U2') array([b'x'], dtype='|S2')
# expect: [b'ab' b'xy']
