# np.where and np.concatenate join str arrays at the widest width
import numpy as np

a = np.array(['b', 'a', 'cc'])
print(repr(np.where(a == 'b', a, 'zzz')))
print(repr(np.where([True, False, True], a, np.array(['looong', 'b', 'c']))))
print(repr(np.concatenate([a, np.array(['longer'])])))
print(repr(np.concatenate([np.array([['a'], ['b']]), np.array([['cde'], ['f']])], axis=1)))
print(repr(np.concatenate([a, np.array([1, 2])])))
print(repr(np.stack([a, a])))

# expect: array(['b', 'zzz', 'zzz'], dtype='<U3')
# expect: array(['b', 'b', 'cc'], dtype='<U6')
# expect: array(['b', 'a', 'cc', 'longer'], dtype='<U6')
# expect: array([['a', 'cde'],
# expect:        ['b', 'f']], dtype='<U3')
# expect: array(['b', 'a', 'cc', '1', '2'], dtype='<U21')
# expect: array([['b', 'a', 'cc'],
# expect:        ['b', 'a', 'cc']], dtype='<U2')
