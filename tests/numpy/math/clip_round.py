# np.clip / a.clip (None bounds, array bounds, out=, min/max keywords,
# promotion to float) and np.round / np.around / a.round (negative
# decimals, out=, complex, float32, integers).
import numpy as np

a = np.array([[1, 4, 9], [16, 25, 36]])
print(np.clip(a, 3, 20), np.clip(a, None, 20), np.clip(a, [2, 5, 30], 30), np.clip(a, 5, 3))
print(np.clip(a, 2.5, 20), np.clip(a, a_min=2, a_max=3), a.clip(3), a.clip(max=3), a.clip(min=3, max=5))
o = np.zeros((2, 3))
print(np.clip(a, 2, 20, out=o) is o, o, np.clip(np.array([np.nan, -1.0, 2.0]), 0, 1), np.clip(7, 1, 3))
o2 = np.zeros((2, 3), dtype=int)
print(a.clip(10, out=o2) is o2, o2, np.clip(np.array([1, 2], dtype=np.uint8), 0, 1).dtype)

x = np.array([1.25, 2.5, -3.55, 1234.5678, 0.5])
print(np.round(x, 1), np.around(x, decimals=2), x.round(), x.round(decimals=-2), np.round(x, -1))
print(np.round(np.array([125, 250, -355]), -1), np.round(np.array([125, 250, -355]), 1), np.round(2.5), np.round(-0.5))
print(np.round(np.array([1.5, 2.5]), out=np.zeros(2)), x.round(1, np.zeros(5)), np.around(7, -1))
print(np.round(np.array([1 + 2.5j, -0.45 + 0.55j]), 1), np.round(2.675 + 1.005j, 2))
r = np.round(np.float32(1.2345), 2)
print(r, np.asarray(r).dtype, np.round(np.array([1.25, 3.75], dtype=np.float32), 1).dtype)
for bad in [lambda: np.clip(a, None, None), lambda: a.clip(), lambda: np.clip(a, 1, 2, out=np.zeros(3))]:
    try:
        bad()
    except ValueError as e:
        print(e)

# expect: [[ 3  4  9]
# expect:  [16 20 20]] [[ 1  4  9]
# expect:  [16 20 20]] [[ 2  5 30]
# expect:  [16 25 30]] [[3 3 3]
# expect:  [3 3 3]]
# expect: [[ 2.5  4.   9. ]
# expect:  [16.  20.  20. ]] [[2 3 3]
# expect:  [3 3 3]] [[ 3  4  9]
# expect:  [16 25 36]] [[1 3 3]
# expect:  [3 3 3]] [[3 4 5]
# expect:  [5 5 5]]
# expect: True [[ 2.  4.  9.]
# expect:  [16. 20. 20.]] [nan  0.  1.] 3
# expect: True [[10 10 10]
# expect:  [16 25 36]] uint8
# expect: [ 1.2000e+00  2.5000e+00 -3.6000e+00  1.2346e+03  5.0000e-01] [ 1.25000e+00  2.50000e+00 -3.55000e+00  1.23457e+03  5.00000e-01] [ 1.000e+00  2.000e+00 -4.000e+00  1.235e+03  0.000e+00] [   0.    0.   -0. 1200.    0.] [   0.    0.   -0. 1230.    0.]
# expect: [ 120  250 -360] [ 125  250 -355] 2.0 -0.0
# expect: [2. 2.] [ 1.2000e+00  2.5000e+00 -3.6000e+00  1.2346e+03  5.0000e-01] 10
# expect: [ 1. +2.5j -0.4+0.6j] (2.68+1j)
# expect: 1.23 float32 float32
# expect: One of max or min must be given
# expect: One of max or min must be given
# expect: non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)
