# Keyword forms of np.arange, np.concatenate (out=, dtype=, casting=),
# np.dot (out=), np.tile, np.random.seed, np.transpose.
import numpy as np


def err(label, fn):
    try:
        fn()
    except Exception as e:
        print(label, type(e).__name__, e)


print(repr(np.arange(stop=3)), repr(np.arange(1, stop=5)), repr(np.arange(stop=5, step=2)))
print(repr(np.arange(start=1, stop=4, step=1, dtype=float)))
err('arange()', lambda: np.arange())
err('arange(start=)', lambda: np.arange(start=3))

a = np.arange(6.).reshape(2, 3)
o = np.zeros((2, 6))
r = np.concatenate((a, a), axis=1, out=o)
print(r is o, o.tolist())
oi = np.zeros(12, dtype=np.int64)
np.concatenate([a, a], axis=None, out=oi, casting='unsafe')
print(oi)
print(repr(np.concatenate((a, a), dtype=np.float32)))
err('concat shape', lambda: np.concatenate((a, a), axis=1, out=np.empty((2, 5))))
err('concat cast', lambda: np.concatenate((a, a), axis=1, out=np.empty((2, 6), dtype=int)))
err('concat dtype cast', lambda: np.concatenate((a, a), dtype=int))
err('concat both', lambda: np.concatenate((a, a), out=o, dtype=float))
err('concat arrays=', lambda: np.concatenate(arrays=(a, a)))

print(repr(np.dot(a=a, b=a.T)), repr(np.dot(b=[3, 4], a=[1, 2])))
d = np.empty((2, 2))
print(np.dot(a, a.T, out=d) is d, d.tolist())
err('dot out dtype', lambda: np.dot(a, a.T, out=np.empty((2, 2), dtype=int)))
err('dot out shape', lambda: np.dot(a, a.T, out=np.empty((3, 2))))

print(repr(np.tile(A=[1, 2], reps=2)), repr(np.tile([1, 2], reps=(2, 2))))
print(np.random.seed(seed=1), np.random.rand())
np.random.seed(1)
print(np.random.rand())
print(np.random.seed(seed=None))

# expect: array([0, 1, 2]) array([1, 2, 3, 4]) array([0, 2, 4])
# expect: array([1., 2., 3.])
# expect: arange() TypeError arange() requires stop to be specified.
# expect: arange(start=) TypeError arange() requires stop to be specified.
# expect: True [[0.0, 1.0, 2.0, 0.0, 1.0, 2.0], [3.0, 4.0, 5.0, 3.0, 4.0, 5.0]]
# expect: [0 1 2 3 4 5 0 1 2 3 4 5]
# expect: array([[0., 1., 2.],
# expect:        [3., 4., 5.],
# expect:        [0., 1., 2.],
# expect:        [3., 4., 5.]], dtype=float32)
# expect: concat shape ValueError Output array is the wrong shape
# expect: concat cast TypeError Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'same_kind'
# expect: concat dtype cast TypeError Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'same_kind'
# expect: concat both TypeError concatenate() only takes `out` or `dtype` as an argument, but both were provided.
# expect: concat arrays= TypeError concatenate() missing required argument 'seq' (pos 1)
# expect: array([[ 5., 14.],
# expect:        [14., 50.]]) 11
# expect: True [[5.0, 14.0], [14.0, 50.0]]
# expect: dot out dtype ValueError output array is not acceptable (must have the right datatype, number of dimensions, and be a C-Array)
# expect: dot out shape ValueError output array has wrong dimensions
# expect: array([1, 2, 1, 2]) array([[1, 2, 1, 2],
# expect:        [1, 2, 1, 2]])
# expect: None 0.417022004702574
# expect: 0.417022004702574
# expect: None
