# a == b of shapes that do not broadcast (NumPy 1.24: a DeprecationWarning
# and one bool), nonzero of a 0-d array (a DeprecationWarning, then the
# answer for its one element), argmax/argmin and searchsorted of str and
# bytes arrays (by code point), lstsq's rank as np.int32, linspace's step
# and finfo's values as np.float64.
import numpy as np

a = np.arange(6).reshape(2, 3)
r = a == [1, 2]
print(r, type(r).__name__)
r = a != [1, 2]
print(r)
try:
    a < [1, 2]
except ValueError as e:
    print(e)
print(np.array(5).nonzero(), np.array(0).nonzero(), np.nonzero(np.array(2)), np.where(np.array(0)))
print(np.array(True).nonzero())
s = np.array(['b', 'abc', 'c', 'c', 'ab'])
print(s.argmax(), s.argmin(), np.argmax(s), np.argmin(np.array([b'x', b'a', b'a'])))
print(np.argmax(np.array([['b', 'a'], ['a', 'zz']]), axis=1), np.argmin(np.array([['b', 'a'], ['a', 'zz']]), axis=0))
srt = np.array(['a', 'b', 'b', 'd'])
print(np.searchsorted(srt, 'b'), np.searchsorted(srt, 'b', side='right'), srt.searchsorted(['c', 'ab', 'zz', '']))
print(np.searchsorted(np.array([b'a', b'c']), np.array([b'b', b'c']), side='right'))
print(np.searchsorted(np.array(['d', 'a', 'b']), 'c', sorter=[1, 2, 0]))
x, res, rank, sv = np.linalg.lstsq(np.array([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0]]), np.array([1.0, 2.0, 2.0]), rcond=None)
print(rank, type(rank).__name__)
print(np.polyfit([0, 1, 2, 3], [1, 3, 5, 8], 2, full=True)[2:])
print([type(v).__name__ for v in np.polyfit([0, 1, 2, 3], [1, 3, 5, 8], 2, full=True)])
pts, step = np.linspace(0, 1, 5, retstep=True)
print(step, type(step).__name__)
f = np.finfo(np.float64)
print(type(f.eps).__name__, type(f.max).__name__, type(f.tiny).__name__, type(f.resolution).__name__, type(np.finfo(np.float32).eps).__name__)

# expect: False bool
# expect: True
# expect: operands could not be broadcast together with shapes (2,3) (2,) 
# expect: (array([0]),) (array([], dtype=int64),) (array([0]),) (array([], dtype=int64),)
# expect: (array([0]),)
# expect: 2 4 2 1
# expect: [0 1] [1 0]
# expect: 1 3 [3 1 4 0]
# expect: [1 2]
# expect: 2
# expect: 2 int32
# expect: (3, array([1.63059974, 0.5694167 , 0.13003503]), 8.881784197001252e-16)
# expect: ['ndarray', 'ndarray', 'int32', 'ndarray', 'float64']
# expect: 0.25 float64
# expect: float64 float64 float64 float64 float32
# expect-stderr: tests/numpy/methods/compare_nonzero_text.py:9: DeprecationWarning: elementwise comparison failed; this will raise an error in the future.
# expect-stderr:   r = a == [1, 2]
# expect-stderr: tests/numpy/methods/compare_nonzero_text.py:11: DeprecationWarning: elementwise comparison failed; this will raise an error in the future.
# expect-stderr:   r = a != [1, 2]
# expect-stderr: tests/numpy/methods/compare_nonzero_text.py:17: DeprecationWarning: Calling nonzero on 0d arrays is deprecated, as it behaves surprisingly. Use `atleast_1d(arr).nonzero()` if the old behavior was intended.
# expect-stderr:   print(np.array(5).nonzero(), np.array(0).nonzero(), np.nonzero(np.array(2)), np.where(np.array(0)))
# expect-stderr: tests/numpy/methods/compare_nonzero_text.py:18: DeprecationWarning: Calling nonzero on 0d arrays is deprecated, as it behaves surprisingly. Use `atleast_1d(cond).nonzero()` if the old behavior was intended. If the context of this warning is of the form `arr[nonzero(cond)]`, just use `arr[cond]`.
# expect-stderr:   print(np.array(True).nonzero())
