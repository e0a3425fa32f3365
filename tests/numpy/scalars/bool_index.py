# np.bool_ as an index: a list takes it with NumPy's DeprecationWarning;
# an array adds an axis of length 1 (True) or 0 (False).
import warnings
import numpy as np

warnings.simplefilter("always")
print([10, 20][np.bool_(True)], (1, 2, 3)[np.bool_(False)])
a = np.arange(6).reshape(2, 3)
print(repr(a[np.bool_(True)]), a[np.bool_(True)].shape)
print(repr(a[np.bool_(False)]))
print(repr(np.arange(3)[True]), repr(np.float64(2.5)[np.bool_(True)]))
print(repr(a[np.array(True)]))
b = np.zeros(3)
b[np.bool_(True)] = 7
b[np.bool_(False)] = 9
print(b)

# expect: 20 1
# expect: array([[[0, 1, 2],
# expect:         [3, 4, 5]]]) (1, 2, 3)
# expect: array([], shape=(0, 2, 3), dtype=int64)
# expect: array([[0, 1, 2]]) array([2.5])
# expect: array([[[0, 1, 2],
# expect:         [3, 4, 5]]])
# expect: [7. 7. 7.]
# expect-stderr: tests/numpy/scalars/bool_index.py:7: DeprecationWarning: In future, it will be an error for 'np.bool_' scalars to be interpreted as an index
# expect-stderr:   print([10, 20][np.bool_(True)], (1, 2, 3)[np.bool_(False)])
# expect-stderr: tests/numpy/scalars/bool_index.py:7: DeprecationWarning: In future, it will be an error for 'np.bool_' scalars to be interpreted as an index
# expect-stderr:   print([10, 20][np.bool_(True)], (1, 2, 3)[np.bool_(False)])
