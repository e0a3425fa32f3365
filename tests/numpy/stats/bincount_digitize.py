# np.bincount (weights, minlength, casting rules), np.digitize (increasing
# and decreasing bins, right=, NaN, scalars) and their errors.
import numpy as np

print(np.bincount([0, 1, 1, 3, 2, 1, 7]), np.bincount(np.array([0, 1, 1, 3]), minlength=6))
print(np.bincount([0, 1, 1, 2], weights=[0.5, 1.0, 1.5, -2.0]), np.bincount([], minlength=3), np.bincount([]))
print(np.bincount(np.array([True, False, True])), np.bincount(np.array([2, 0], dtype=np.uint8), minlength=1))
print(np.bincount([0, 1, 1], weights=np.array([1, 2, 3], dtype=np.float32)).dtype, np.bincount([1.7, 2.2]))
rng = np.random.default_rng(4)
k = rng.integers(0, 50, 100000)
w = rng.standard_normal(100000)
print(np.bincount(k)[:8], np.bincount(k, weights=w)[:4], np.bincount(k, minlength=60).shape)

bins = np.array([0.0, 1.0, 2.5, 4.0, 10.0])
x = np.array([-1.0, 0.0, 0.5, 1.0, 2.5, 3.9, 4.0, 10.0, 11.0, np.nan])
print(np.digitize(x, bins), np.digitize(x, bins, right=True))
print(np.digitize(x, bins[::-1]), np.digitize(x, bins[::-1], right=True))
print(np.digitize(2.5, [1, 2, 3]), np.digitize([[1, 5], [3, 0]], [0, 2, 4]), np.digitize(np.arange(5), [2, 2, 3]))
print(np.digitize(np.array([1, 2, 3], dtype=np.int8), np.array([1.5, 2.5])), np.digitize([1.5], [1, 2, 3]).dtype)

for bad in [lambda: np.bincount(np.array([1.5])), lambda: np.bincount([-1]), lambda: np.bincount([[1]]),
            lambda: np.bincount([1], minlength=-1), lambda: np.bincount([1, 2], weights=[1]),
            lambda: np.digitize([1], [1, 3, 2]), lambda: np.digitize([1j], [1, 2])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# expect: [1 3 1 1 0 0 0 1] [1 2 0 1 0 0]
# expect: [ 0.5  2.5 -2. ] [0 0 0] []
# expect: [1 2] [1 0 1]
# expect: float64 [0 1 1]
# expect: [2007 1971 2007 2017 1996 2019 2098 1976] [ -4.20613908 -59.79781251  43.11210189  39.0690705 ] (60,)
# expect: [0 1 1 2 3 3 4 5 5 5] [0 0 1 1 2 3 3 4 5 5]
# expect: [5 4 4 3 2 2 1 0 0 0] [5 5 4 4 3 2 2 1 0 0]
# expect: 2 [[1 3]
# expect:  [2 1]] [0 0 2 3 3]
# expect: [0 1 2] int64
# expect: TypeError Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'
# expect: ValueError 'list' argument must have no negative elements
# expect: ValueError object too deep for desired array
# expect: ValueError 'minlength' must not be negative
# expect: ValueError The weights and list don't have the same length.
# expect: ValueError bins must be monotonically increasing or decreasing
# expect: TypeError x may not be complex
