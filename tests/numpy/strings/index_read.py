# reading str arrays: elements are str, slices and rows are str arrays
import numpy as np

a = np.array(['apple', 'b', 'cherry', 'dd'])
x = a[0]
print(x, x == 'apple', x + '!', len(x), isinstance(x, str))
print(a[-1], a[1:3], a[::-1], a[::2].dtype)
m = np.array([['a', 'bc'], ['def', 'g']])
print(m[1], m[1, 0], m[:, 1], m.T)
print([s.upper() for s in a])
print(a.tolist(), m.tolist())
print(len(a), len(m), a.size, m.ndim)
print(m.reshape(4), a.reshape(2, 2).shape, m.ravel(), m.flatten())
print('b' in a, 'z' in a, 'g' in m)
print(a.item(2), m.item(3), m.copy())
print(list(a.flat), bool(np.array(['x'])), bool(np.array([''])))

# expect: apple True apple! 5 True
# expect: dd ['b' 'cherry'] ['dd' 'cherry' 'b' 'apple'] <U6
# expect: ['def' 'g'] def ['bc' 'g'] [['a' 'def']
# expect:  ['bc' 'g']]
# expect: ['APPLE', 'B', 'CHERRY', 'DD']
# expect: ['apple', 'b', 'cherry', 'dd'] [['a', 'bc'], ['def', 'g']]
# expect: 4 2 4 2
# expect: ['a' 'bc' 'def' 'g'] (2, 2) ['a' 'bc' 'def' 'g'] ['a' 'bc' 'def' 'g']
# expect: True False True
# expect: cherry g [['a' 'bc']
# expect:  ['def' 'g']]
# expect: ['apple', 'b', 'cherry', 'dd'] True False
