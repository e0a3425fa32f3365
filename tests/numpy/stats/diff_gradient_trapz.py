# np.diff (n, axis, prepend, append, bool), np.gradient (spacings,
# coordinates, axis, edge_order 2, float32) and np.trapz (x, dx, axis).
import numpy as np

a = np.array([[1, 4, 9, 16], [2, 3, 5, 8]])
print(np.diff(a), np.diff(a, axis=0), np.diff(a, n=2), np.diff(a, n=0) is not None)
print(np.diff([1, 3, 6], prepend=0), np.diff([1, 3, 6], append=[10, 20]), np.diff(a, prepend=0, axis=0))
print(np.diff(a, append=a[:, :1]), np.diff(np.array([True, False, False, True])), np.diff([1.5, 0.25], n=3))
print(np.diff(np.array([1, 5], dtype=np.uint8)), np.diff(np.array([[1.0, 2.0]]), axis=-2))

f = np.array([1, 2, 4, 7, 11, 16], dtype=float)
print(np.gradient(f), np.gradient(f, 2), np.gradient(f, edge_order=2), np.gradient(f, 0.5, edge_order=2))
x = np.array([0.0, 1.0, 1.5, 3.5, 4.0, 6.0])
print(np.gradient(f, x), np.gradient(f, x, edge_order=2), np.gradient(f, np.arange(6.0) * 3))
g = np.array([[1, 2, 6], [3, 4, 5]])
print(np.gradient(g), np.gradient(g, axis=0), np.gradient(g, 2, 3), np.gradient(g, axis=(1,)))
print(np.gradient(np.array([1, 4, 9], dtype=np.float32)), np.gradient([1, 4, 9]).dtype)
# float32: NumPy's ends of a 1-d array and uneven interiors are float64 arithmetic.
r32 = np.array([0.1, 1.7, -2.3, 4.9, 3.3], dtype=np.float32)
print(np.gradient(r32, 0.3), np.gradient(r32, 0.3, edge_order=2), np.gradient(r32, [0, 0.4, 1.1, 1.3, 2.0]))
print(np.gradient(np.stack([r32, r32 * 3]), 0.3, axis=1), np.gradient(np.stack([r32, r32]), [0, 0.4, 1.1, 1.3, 2.0], axis=1, edge_order=2))

print(np.trapz([1, 2, 3]), np.trapz([1, 2, 3], x=[4, 6, 8]), np.trapz([1, 2, 3], dx=2))
print(np.trapz(g, axis=0), np.trapz(g), np.trapz(g, x=[0, 1, 3]), np.trapz(g, x=[[0, 1, 2], [0, 2, 4]]))
print(np.trapz(np.sin(np.linspace(0, np.pi, 101)), np.linspace(0, np.pi, 101)))

for bad in [lambda: np.diff(5), lambda: np.diff([1, 2], n=-1), lambda: np.diff(a, axis=2),
            lambda: np.gradient([1.0]), lambda: np.gradient(f, 1, 2), lambda: np.gradient(f, [1, 2]),
            lambda: np.gradient(f, edge_order=3), lambda: np.gradient(f, np.ones((2, 3))),
            lambda: np.gradient(np.array([True, False, True]))]:
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__ if type(e).__name__ != 'AxisError' else 'IndexError', e)

# expect: [[3 5 7]
# expect:  [1 2 3]] [[ 1 -1 -4 -8]] [[2 2]
# expect:  [1 1]] True
# expect: [1 2 3] [ 2  3  4 10] [[ 1  4  9 16]
# expect:  [ 1 -1 -4 -8]]
# expect: [[  3   5   7 -15]
# expect:  [  1   2   3  -6]] [ True False  True] []
# expect: [4] []
# expect: [1.  1.5 2.5 3.5 4.5 5. ] [0.5  0.75 1.25 1.75 2.25 2.5 ] [0.5 1.5 2.5 3.5 4.5 5.5] [ 1.  3.  5.  7.  9. 11.]
# expect: [1.  3.  3.5 6.7 6.9 2.5] [-1.   3.   3.5  6.7  6.9 -1.9] [0.33333333 0.5        0.83333333 1.16666667 1.5        1.66666667]
# expect: [array([[ 2.,  2., -1.],
# expect:        [ 2.,  2., -1.]]), array([[1. , 2.5, 4. ],
# expect:        [1. , 1. , 1. ]])] [[ 2.  2. -1.]
# expect:  [ 2.  2. -1.]] [array([[ 1. ,  1. , -0.5],
# expect:        [ 1. ,  1. , -0.5]]), array([[0.33333333, 0.83333333, 1.33333333],
# expect:        [0.33333333, 0.33333333, 0.33333333]])] [[1.  2.5 4. ]
# expect:  [1.  1.  1. ]]
# expect: [3. 4. 5.] float64
# expect: [ 5.3333335 -3.9999995  5.333333   9.333333  -5.333334 ] [ 14.666667   -3.9999995   5.333333    9.333333  -20.       ] [ 4.          0.46753255 26.73016    27.492064   -2.2857144 ]
# expect: [[  5.333333   -3.9999995   5.333333    9.333333   -5.3333335]
# expect:  [ 16.        -11.999999   16.         27.999998  -16.000004 ]] [[  7.532468     0.46753255  26.73016     27.492064   -32.06349   ]
# expect:  [  7.532468     0.46753255  26.73016     27.492064   -32.06349   ]]
# expect: 4.0 8.0 8.0
# expect: [2.  3.  5.5] [5.5 8. ] [ 9.5 12.5] [ 5.5 16. ]
# expect: 1.9998355038874436
# expect: ValueError diff requires input that is at least one dimensional
# expect: ValueError order must be non-negative but got -1
# expect: IndexError axis 2 is out of bounds for array of dimension 2
# expect: ValueError Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) elements are required.
# expect: TypeError invalid number of arguments
# expect: ValueError when 1d, distances must match the length of the corresponding dimension
# expect: ValueError 'edge_order' greater than 2 not supported
# expect: ValueError distances must be either scalars or 1d
# expect: TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
