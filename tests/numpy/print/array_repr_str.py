# np.array_repr / np.array_str: max_line_width, precision, suppress_small; dtype suffix placement.
import numpy as np
x = np.array([1e-6, 1.0, 2.0, 3.0])
print(np.array_repr(x), np.array_str(x))
print(np.array_repr(x, precision=2, suppress_small=True))
print(np.array_str(x, precision=3, suppress_small=True))
print(np.array_repr(np.arange(20, dtype=np.int32), max_line_width=40))
print(np.array_str(np.arange(20), max_line_width=30))
print(np.array_repr(np.zeros((2, 0), dtype=np.float32)), np.array_repr(np.array([], dtype=np.int8)))
print(np.array_repr(np.array(5, dtype=np.int16)), np.array_str(np.array(2.5)), np.array_str(np.array(1 + 2j)))
print(np.array_repr(np.arange(8, dtype=np.uint16), max_line_width=36))

# expect: array([1.e-06, 1.e+00, 2.e+00, 3.e+00]) [1.e-06 1.e+00 2.e+00 3.e+00]
# expect: array([0., 1., 2., 3.])
# expect: [0. 1. 2. 3.]
# expect: array([ 0,  1,  2,  3,  4,  5,  6,  7,
# expect:         8,  9, 10, 11, 12, 13, 14, 15,
# expect:        16, 17, 18, 19], dtype=int32)
# expect: [ 0  1  2  3  4  5  6  7  8
# expect:   9 10 11 12 13 14 15 16 17
# expect:  18 19]
# expect: array([], shape=(2, 0), dtype=float32) array([], dtype=int8)
# expect: array(5, dtype=int16) 2.5 (1+2j)
# expect: array([0, 1, 2, 3, 4, 5, 6, 7],
# expect:       dtype=uint16)
