# searchsorted with sorter= (an argsort of an unsorted array), the method
# form, NaN keys, and its errors.
import numpy as np

a = np.array([30, 10, 20, 50, 40])
order = np.argsort(a)
print(np.searchsorted(a, [25, 10, 60], sorter=order), np.searchsorted(a, 20, 'right', order))
print(np.sort(a).searchsorted(35), np.sort(a).searchsorted([10, 50], side='right'), a.searchsorted(45, sorter=order))
f = np.array([1.0, 3.0, np.nan])
print(np.searchsorted(f, [np.nan, 2.0, 5.0]), np.searchsorted(f, np.nan, side='right'))
print(np.searchsorted([1, 2, 3], 2.5), np.searchsorted(np.array([1, 2], dtype=np.uint8), -1), np.searchsorted([1, 2, 3], 2, sorter=None))


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.searchsorted(a, 2, sorter=[1, 2]))
show(lambda: np.searchsorted(a, 2, sorter=[1.0, 2, 0, 3, 4]))
show(lambda: np.searchsorted(a, 2, sorter=[-1, 2, 0, 3, 4]))
show(lambda: np.searchsorted(a, 2, side='middle'))
show(lambda: np.searchsorted(a, 2, side=3))
show(lambda: np.searchsorted(np.sort(a), [20, 40], side='Right'))
show(lambda: np.searchsorted([[1, 2]], 2))

# expect: [2 0 5] 2
# expect: 3 [1 5] 4
# expect: [2 1 2] 3
# expect: 2 0 1
# expect: ValueError: sorter.size must equal a.size
# expect: TypeError: sorter must only contain integers
# expect: ValueError: Sorter index out of range.
# expect: ValueError: search side must be 'left' or 'right' (got 'middle')
# expect: TypeError: search side must be str, not int
# expect: array([2, 4])
# expect: ValueError: object too deep for desired array
