# shape and copying functions keep a str array's width
import numpy as np

a = np.array(['b', 'a', 'cc', 'a'])
m = np.array([['x', 'yy'], ['z', 'w']])
print(repr(np.take(a, [0, 2])), repr(np.repeat(a, 2)), repr(np.tile(a, 2)))
print(repr(np.flip(a)), repr(np.roll(a, 1)), repr(np.transpose(m)))
print(repr(np.expand_dims(a, 0)), repr(np.squeeze(m[:1])), repr(np.atleast_2d(a)))
print(np.split(a, 2), repr(np.hstack([a, a])), repr(np.vstack([a, a])))
print(repr(np.broadcast_to(a, (2, 4))), repr(np.compress([True, False, True, False], a)))
print(repr(np.extract(a == 'a', a)), repr(np.ascontiguousarray(m.T)), np.array_equal(a, a))
print(sorted(a), sorted(set(a)), list(m.flat))

# expect: array(['b', 'cc'], dtype='<U2') array(['b', 'b', 'a', 'a', 'cc', 'cc', 'a', 'a'], dtype='<U2') array(['b', 'a', 'cc', 'a', 'b', 'a', 'cc', 'a'], dtype='<U2')
# expect: array(['a', 'cc', 'a', 'b'], dtype='<U2') array(['a', 'b', 'a', 'cc'], dtype='<U2') array([['x', 'z'],
# expect:        ['yy', 'w']], dtype='<U2')
# expect: array([['b', 'a', 'cc', 'a']], dtype='<U2') array(['x', 'yy'], dtype='<U2') array([['b', 'a', 'cc', 'a']], dtype='<U2')
# expect: [array(['b', 'a'], dtype='<U2'), array(['cc', 'a'], dtype='<U2')] array(['b', 'a', 'cc', 'a', 'b', 'a', 'cc', 'a'], dtype='<U2') array([['b', 'a', 'cc', 'a'],
# expect:        ['b', 'a', 'cc', 'a']], dtype='<U2')
# expect: array([['b', 'a', 'cc', 'a'],
# expect:        ['b', 'a', 'cc', 'a']], dtype='<U2') array(['b', 'cc'], dtype='<U2')
# expect: array(['a', 'a'], dtype='<U2') array([['x', 'z'],
# expect:        ['yy', 'w']], dtype='<U2') True
# expect: ['a', 'a', 'b', 'cc'] ['a', 'b', 'cc'] ['x', 'yy', 'z', 'w']
