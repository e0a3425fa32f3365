# Sorting errors: kinds, axes, kth bounds and types, lexsort keys, order=.
import numpy as np


def show(f):
    try:
        print(repr(f()))
    except IndexError as e:  # NumPy's AxisError is an IndexError too
        print('axis error:', e)
    except Exception as e:
        print(type(e).__name__ + ':', e)


a = np.array([3, 1, 2])
show(lambda: np.sort(a, kind='foo'))
show(lambda: np.sort(a, kind=''))
show(lambda: np.sort(a, kind=3))
show(lambda: np.argsort(a, kind='bogus'))
show(lambda: np.sort(a, kind='Q'))
show(lambda: np.sort(a, axis=1))
show(lambda: np.sort(a, axis=-2))
show(lambda: np.sort(np.array(3)))
show(lambda: np.sort(3, axis=None))
show(lambda: np.argsort(a, axis=2))
show(lambda: a.sort(axis=None))
show(lambda: a.sort(axis=3))
show(lambda: np.sort(a, order='x'))
show(lambda: np.partition(a, 3))
show(lambda: np.partition(a, -4))
show(lambda: np.partition(a, 1.5))
show(lambda: np.partition(a, [0, 5]))
show(lambda: np.partition(a, 1, kind='quick'))
show(lambda: np.argpartition(a, 3))
show(lambda: np.partition(np.array(5), 0))
show(lambda: np.partition(a, 1, axis=1))
show(lambda: np.lexsort([[1, 2], [1, 2, 3]]))
show(lambda: np.lexsort([]))
show(lambda: np.lexsort(5))
show(lambda: np.lexsort([a, a], axis=1))
show(lambda: np.lexsort((a,), axis=None))
show(lambda: np.lexsort([np.array(3)], axis=4))

# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'foo')
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got '')
# expect: TypeError: sort kind must be str, not int
# expect: ValueError: sort kind must be one of 'quick', 'heap', or 'stable' (got 'bogus')
# expect: array([1, 2, 3])
# expect: axis error: axis 1 is out of bounds for array of dimension 1
# expect: axis error: axis -2 is out of bounds for array of dimension 1
# expect: axis error: axis -1 is out of bounds for array of dimension 0
# expect: array([3])
# expect: axis error: axis 2 is out of bounds for array of dimension 1
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: axis error: axis 3 is out of bounds for array of dimension 1
# expect: ValueError: Cannot specify order when the array has no fields.
# expect: ValueError: kth(=3) out of bounds (3)
# expect: ValueError: kth(=-1) out of bounds (3)
# expect: TypeError: Partition index must be integer
# expect: ValueError: kth(=5) out of bounds (3)
# expect: ValueError: select kind must be 'introselect' (got 'quick')
# expect: ValueError: kth(=3) out of bounds (3)
# expect: axis error: axis -1 is out of bounds for array of dimension 0
# expect: axis error: axis 1 is out of bounds for array of dimension 1
# expect: ValueError: all keys need to be the same shape
# expect: TypeError: need sequence of keys with len > 0 in lexsort
# expect: TypeError: need sequence of keys with len > 0 in lexsort
# expect: axis error: axis 1 is out of bounds for array of dimension 1
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: axis error: axis 4 is out of bounds for array of dimension 0
