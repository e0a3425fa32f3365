# np.convolve / np.correlate: modes full/same/valid (names, first letters,
# integers), the longer operand second, int/float/complex/bool, and errors.
import numpy as np

a = [1, 2, 3, 4]
v = [0.5, 1, -1]
for m in ('full', 'same', 'valid'):
    print(m, np.convolve(a, v, m), np.convolve(v, a, m), np.correlate(a, v, m), np.correlate(v, a, m))
print(np.convolve(a, v), np.correlate(a, v), np.convolve(a, [2]), np.correlate([1, 2], [1, 2, 3], 'same'))
print(np.convolve([1, 2, 3, 4], [1, 2], 'same'), np.convolve([1, 2], [1, 2, 3], mode=1), np.correlate(a, v, 2))
print(np.convolve(3, 4), np.correlate([True, False], [True, True]), np.convolve(np.array([1, 2], dtype=np.int8), [3, 4]))
print(np.correlate([1, 2j], [1, 1j, 3], 'full'), np.correlate([1, 1j, 3], [1, 2j], 'full'), np.convolve([1j, 2], [1, 1j]))
print(np.convolve(np.arange(6.0), np.ones(3) / 4, 'valid'), np.correlate(np.arange(5), np.arange(5), 'S'))
for bad in [lambda: np.correlate([1], [1], 'x'), lambda: np.correlate([1], [1], 5), lambda: np.convolve([], [1]),
            lambda: np.convolve([1], []), lambda: np.correlate([], [1]), lambda: np.correlate([1], []),
            lambda: np.correlate([[1]], [1])]:
    try:
        bad()
    except ValueError as e:
        print(e)

# expect: full [ 0.5  2.   2.5  3.   1.  -4. ] [ 0.5  2.   2.5  3.   1.  -4. ] [-1.  -1.  -0.5  0.   5.5  2. ] [ 2.   5.5  0.  -0.5 -1.  -1. ]
# expect: same [2.  2.5 3.  1. ] [2.  2.5 3.  1. ] [-1.  -0.5  0.   5.5] [ 5.5  0.  -0.5 -1. ]
# expect: valid [2.5 3. ] [2.5 3. ] [-0.5  0. ] [ 0.  -0.5]
# expect: [ 0.5  2.   2.5  3.   1.  -4. ] [-0.5  0. ] [2 4 6 8] [8 5 2]
# expect: [ 1  4  7 10] [1 4 7] [-1.  -1.  -0.5  0.   5.5  2. ]
# expect: [12] [ True] [ 3 10  8]
# expect: [3.+0.j 0.+5.j 3.+0.j 0.+2.j] [0.-2.j 3.+0.j 0.-5.j 3.+0.j] [0.+1.j 1.+0.j 0.+2.j]
# expect: [0.75 1.5  2.25 3.  ] [11 20 30 20 11]
# expect: mode must be one of 'valid', 'same', or 'full' (got 'x')
# expect: integer convolve/correlate mode must be 0, 1, or 2
# expect: v cannot be empty
# expect: v cannot be empty
# expect: first array argument cannot be empty
# expect: second array argument cannot be empty
# expect: object too deep for desired array
