# Printing arrays: set_printoptions, printoptions, array2string, scalars' repr/str.
import numpy as np

a = np.array([1 / 3, 2 / 3, 1.0, 1e-5])
print(a)
print(repr(a))
np.set_printoptions(precision=3)
print(a)
np.set_printoptions(suppress=True)
print(a)
np.set_printoptions(precision=8, suppress=False)
print(np.get_printoptions()["precision"])

big = np.arange(2000)
print(big)
np.set_printoptions(threshold=5, edgeitems=2)
print(big)
print(np.arange(20).reshape(4, 5))
np.set_printoptions(threshold=1000, edgeitems=3)

with np.printoptions(precision=2, sign="+"):
    print(np.array([1.2345, -2.5, 0.0]))
print(np.array([1.2345, -2.5, 0.0]))

print(np.array2string(np.array([1.0, 2.5]), separator=", "))
print(np.array2string(np.array([0.1, 0.25]), formatter={"float_kind": lambda x: "%.1f" % x}))
np.set_printoptions(linewidth=30)
print(np.linspace(0, 1, 9))
np.set_printoptions(linewidth=75)

for v in [np.float64(0.1), np.float32(0.1), np.int8(-5), np.uint16(7), np.bool_(True), np.float64(1e20), np.float64(-0.0)]:
    print(v, repr(v), str(v))
print(np.array([1e-10, 1.0]), np.array([1e16, 1.0]))
print(np.array([np.nan, np.inf, -np.inf, 2.0]))
print(np.array([[1, -20], [300, 4]]))
print(np.array([True, False]))
print(np.array([1 + 2j, 3.5 - 1j]))
print(np.array([], dtype=float), repr(np.zeros((0, 3))))
print(repr(np.array([1, 2], dtype=np.int8)), repr(np.ones(2, dtype=np.float32)))
print(np.array(3.5), repr(np.array(7)))
print(np.format_float_positional(np.float32(0.1)), np.format_float_scientific(1234.5, precision=2))
print(np.array_repr(np.arange(3)), np.array_str(np.eye(2)))
print(f"{np.float64(2.0) / 3:.4f}", "{:>8}".format(np.int64(42)))

# expect: [3.33333333e-01 6.66666667e-01 1.00000000e+00 1.00000000e-05]
# expect: array([3.33333333e-01, 6.66666667e-01, 1.00000000e+00, 1.00000000e-05])
# expect: [3.333e-01 6.667e-01 1.000e+00 1.000e-05]
# expect: [0.333 0.667 1.    0.   ]
# expect: 8
# expect: [   0    1    2 ... 1997 1998 1999]
# expect: [   0    1 ... 1998 1999]
# expect: [[ 0  1 ...  3  4]
# expect:  [ 5  6 ...  8  9]
# expect:  [10 11 ... 13 14]
# expect:  [15 16 ... 18 19]]
# expect: [+1.23 -2.5  +0.  ]
# expect: [ 1.2345 -2.5     0.    ]
# expect: [1. , 2.5]
# expect: [0.1 0.2]
# expect: [0.    0.125 0.25  0.375
# expect:  0.5   0.625 0.75  0.875
# expect:  1.   ]
# expect: 0.1 0.1 0.1
# expect: 0.1 0.1 0.1
# expect: -5 -5 -5
# expect: 7 7 7
# expect: True True True
# expect: 1e+20 1e+20 1e+20
# expect: -0.0 -0.0 -0.0
# expect: [1.e-10 1.e+00] [1.e+16 1.e+00]
# expect: [ nan  inf -inf   2.]
# expect: [[  1 -20]
# expect:  [300   4]]
# expect: [ True False]
# expect: [1. +2.j 3.5-1.j]
# expect: [] array([], shape=(0, 3), dtype=float64)
# expect: array([1, 2], dtype=int8) array([1., 1.], dtype=float32)
# expect: 3.5 array(7)
# expect: 0.1 1.23e+03
# expect: array([0, 1, 2]) [[1. 0.]
# expect:  [0. 1.]]
# expect: 0.6667       42
