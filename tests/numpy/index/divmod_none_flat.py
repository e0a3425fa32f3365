# divmod() of arrays (both orders), a == None / a != None, and fancy keys
# of a.flat (lists, slices, boolean and integer arrays; values cycled).
import numpy as np

a = np.arange(1, 7).reshape(2, 3)
for q, r in (divmod(a, 4), divmod(7, a), divmod(a, a), divmod(np.array([7.5]), 2), divmod(-7, np.array([2, -2]))):
    print(repr(q), repr(r))

print(a == None)
print(a != None)
print(None == a, (np.array([]) == None).shape, (np.array(3.0) != None))
print(np.array(['x', 'y']) == None)

b = np.arange(6).reshape(2, 3).T.copy().T
b.flat[[0, 5]] = 9
print(b)
b.flat[[0, 1, 2]] = [7, 8]
print(b)
b.flat[1:3] = -1
print(b)
b.flat[b.ravel() > 5] = 0
print(b)
b.flat[np.array([4])] = 2.9
print(b)
b.flat[[0, 1]] = []
print(b)
c = np.arange(6).reshape(2, 3)
print(repr(c.flat[[0, 5]]), repr(c.flat[1:4]), repr(c.flat[c.ravel() > 3]), repr(c.flat[np.array([[0, 1], [2, 3]])]))
print(repr(c.T.flat[[1, 2]]), c.flat[4], repr(np.array(['ab', 'c']).flat[[1, 0]]))
for f in (lambda: b.flat.__setitem__([10], 1), lambda: c.flat[[10]], lambda: c.flat[[-7]]):
    try:
        f()
    except IndexError as e:
        print('IndexError', e)

# expect: array([[0, 0, 0],
# expect:        [1, 1, 1]]) array([[1, 2, 3],
# expect:        [0, 1, 2]])
# expect: array([[7, 3, 2],
# expect:        [1, 1, 1]]) array([[0, 1, 1],
# expect:        [3, 2, 1]])
# expect: array([[1, 1, 1],
# expect:        [1, 1, 1]]) array([[0, 0, 0],
# expect:        [0, 0, 0]])
# expect: array([3.]) array([1.5])
# expect: array([-4,  3]) array([ 1, -1])
# expect: [[False False False]
# expect:  [False False False]]
# expect: [[ True  True  True]
# expect:  [ True  True  True]]
# expect: [[False False False]
# expect:  [False False False]] (0,) True
# expect: [False False]
# expect: [[9 1 2]
# expect:  [3 4 9]]
# expect: [[7 8 7]
# expect:  [3 4 9]]
# expect: [[ 7 -1 -1]
# expect:  [ 3  4  9]]
# expect: [[ 0 -1 -1]
# expect:  [ 3  4  0]]
# expect: [[ 0 -1 -1]
# expect:  [ 3  2  0]]
# expect: [[ 0 -1 -1]
# expect:  [ 3  2  0]]
# expect: array([0, 5]) array([1, 2, 3]) array([4, 5]) array([[0, 1],
# expect:        [2, 3]])
# expect: array([3, 1]) 4 array(['c', 'ab'], dtype='<U2')
# expect: IndexError index 10 is out of bounds for size 6
# expect: IndexError index 10 is out of bounds for size 6
# expect: IndexError index -7 is out of bounds for size 6
