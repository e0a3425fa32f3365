# np.isin (shape of `element`, invert, kind) and np.in1d (flat): integers
# through the bitmap and the sorted path, floats, NaN never a member, mixed
# dtypes compared by value.
import numpy as np

e = np.array([[0, 2], [4, 6]])
t = [1, 2, 4, 8]
print(np.isin(e, t), np.isin(e, t, invert=True), np.in1d(e, t))
print(np.isin(e, t, kind='sort'), np.isin(e, t, kind='table'), np.in1d(e, t, True, True))
print(np.isin(3, [1, 3]), np.isin(3.5, [1, 3]), np.isin([], [1]), np.isin([1, 2], []))
f = np.array([0.5, np.nan, 2.0, -0.0, 1e300])
print(np.isin(f, [np.nan, 0.0, 2]), np.isin(f, [np.nan], invert=True))
print(np.isin(np.array([1, 2, 3]), np.array([2.0, 2.5, 3.0])), np.isin([1.0, 2.5], np.array([1, 2], dtype=np.uint8)))
print(np.isin(np.array([1, 200], dtype=np.uint8), np.array([-56, 200], dtype=np.int16)))
print(np.isin([True, False], [False]), np.isin([1 + 1j, 2j], [2j]))
big = np.arange(0, 30000, 3)
probe = np.arange(20000)
print(np.isin(probe, big).sum(), np.isin(probe, big, invert=True).sum(), np.isin(probe * 10 ** 12, big * 10 ** 12).sum())
wide = np.array([-(2 ** 62), 0, 2 ** 62])
print(np.isin(np.array([-(2 ** 62), 1, 2 ** 62, 0]), wide), np.isin(np.array([5, -3], dtype=np.int8), np.array([-3, 5, 127], dtype=np.int8)))


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.isin(e, t, kind='foo'))
show(lambda: np.isin(e, [1.5], kind='table'))
show(lambda: np.in1d(np.array([1.0]), [1], kind='table'))
show(lambda: np.isin(e, [], kind='table'))

# expect: [[False  True]
# expect:  [ True False]] [[ True False]
# expect:  [False  True]] [False  True  True False]
# expect: [[False  True]
# expect:  [ True False]] [[False  True]
# expect:  [ True False]] [ True False False  True]
# expect: True False [] [False False]
# expect: [False False  True  True False] [ True  True  True  True  True]
# expect: [False  True  True] [ True False]
# expect: [False  True]
# expect: [False  True] [False  True]
# expect: 6667 13333 6667
# expect: [ True False  True  True] [ True  True]
# expect: ValueError: Invalid kind: 'foo'. Please use None, 'sort' or 'table'.
# expect: ValueError: The 'table' method is only supported for boolean or integer arrays. Please select 'sort' or None for kind.
# expect: ValueError: The 'table' method is only supported for boolean or integer arrays. Please select 'sort' or None for kind.
# expect: ValueError: The 'table' method is only supported for boolean or integer arrays. Please select 'sort' or None for kind.
