# np.ptp / a.ptp and np.average (weights, axis, returned=, keepdims) with
# NumPy's dtypes and errors.
import numpy as np

a = np.array([[4, 9, 2], [3, 5, 7]])
print(np.ptp(a), np.ptp(a, axis=0), np.ptp(a, axis=1, keepdims=True), a.ptp(), a.ptp(axis=1))
print(np.ptp(np.array([1.5, -2.0, np.inf])), np.ptp(np.array([1, 5], dtype=np.uint8)), np.ptp([[1.0, 2.0]], axis=(0, 1)))
o = np.zeros(2, dtype=int)
print(np.ptp(a, axis=1, out=o) is o, o)

print(np.average(a), np.average(a, axis=0), np.average(a, axis=1, keepdims=True))
print(np.average(a, weights=[[1, 0, 1], [2, 1, 1]]), np.average(a, axis=1, weights=[3, 1, 0]))
print(np.average(a, axis=0, weights=[1, 3], returned=True))
print(np.average(a, returned=True), np.average(a, axis=1, returned=True))
print(np.average([1.0, 2.0, 4.0], weights=[0.5, 0.25, 0.25], returned=True))
f = np.array([1, 2, 3], dtype=np.float32)
r = np.average(f)
print(repr(r), np.asarray(r).dtype, np.average(f, weights=np.array([1, 1, 2], dtype=np.float32)).dtype)
print(np.average(np.array([True, False, True])), np.average(np.arange(6).reshape(2, 3), axis=1, weights=np.array([1, 2, 3]), keepdims=True))

for bad in [lambda: np.ptp(np.array([True, False])), lambda: np.average(a, weights=[1, 2]),
            lambda: np.average(a, axis=1, weights=[[1, 2, 3]]), lambda: np.average(a, axis=1, weights=[1, 2]),
            lambda: np.average(a, axis=0, weights=[1, -1]), lambda: np.ptp(a, axis=3)]:
    try:
        bad()
    except (TypeError, ValueError, ZeroDivisionError, IndexError) as e:
        print(type(e).__name__ if type(e).__name__ != 'AxisError' else 'IndexError', e)

# expect: 7 [1 4 5] [[7]
# expect:  [4]] 7 [7 4]
# expect: inf 4 1.0
# expect: True [7 4]
# expect: 5.0 [3.5 7.  4.5] [[5.]
# expect:  [5.]]
# expect: 4.0 [5.25 3.5 ]
# expect: (array([3.25, 6.  , 5.75]), array([4., 4., 4.]))
# expect: (5.0, 6.0) (array([5., 5.]), array([3., 3.]))
# expect: (2.0, 1.0)
# expect: 2.0 float32 float32
# expect: 0.6666666666666666 [[1.33333333]
# expect:  [4.33333333]]
# expect: TypeError numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.
# expect: TypeError Axis must be specified when shapes of a and weights differ.
# expect: TypeError 1D weights expected when shapes of a and weights differ.
# expect: ValueError Length of weights not compatible with specified axis.
# expect: ZeroDivisionError Weights sum to zero, can't be normalized
# expect: IndexError axis 3 is out of bounds for array of dimension 2
