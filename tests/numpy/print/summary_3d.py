# Summarised 3-d arrays and line wrapping with threshold/edgeitems/linewidth.
import numpy as np
a = np.arange(2 * 10 * 12).reshape(2, 10, 12)
np.set_printoptions(threshold=50, edgeitems=2)
print(a)
print(repr(a / 3))
np.set_printoptions(threshold=1000, edgeitems=3, linewidth=30)
print(np.arange(24.0).reshape(2, 3, 4) * 1.5)
print(repr(np.arange(15, dtype=np.int32)))
np.set_printoptions(threshold=5, edgeitems=1, linewidth=75)
print(np.arange(10).reshape(5, 2), np.arange(3))

# expect: [[[  0   1 ...  10  11]
# expect:   [ 12  13 ...  22  23]
# expect:   ...
# expect:   [ 96  97 ... 106 107]
# expect:   [108 109 ... 118 119]]
# expect:
# expect:  [[120 121 ... 130 131]
# expect:   [132 133 ... 142 143]
# expect:   ...
# expect:   [216 217 ... 226 227]
# expect:   [228 229 ... 238 239]]]
# expect: array([[[ 0.        ,  0.33333333, ...,  3.33333333,  3.66666667],
# expect:         [ 4.        ,  4.33333333, ...,  7.33333333,  7.66666667],
# expect:         ...,
# expect:         [32.        , 32.33333333, ..., 35.33333333, 35.66666667],
# expect:         [36.        , 36.33333333, ..., 39.33333333, 39.66666667]],
# expect:
# expect:        [[40.        , 40.33333333, ..., 43.33333333, 43.66666667],
# expect:         [44.        , 44.33333333, ..., 47.33333333, 47.66666667],
# expect:         ...,
# expect:         [72.        , 72.33333333, ..., 75.33333333, 75.66666667],
# expect:         [76.        , 76.33333333, ..., 79.33333333, 79.66666667]]])
# expect: [[[ 0.   1.5  3.   4.5]
# expect:   [ 6.   7.5  9.  10.5]
# expect:   [12.  13.5 15.  16.5]]
# expect:
# expect:  [[18.  19.5 21.  22.5]
# expect:   [24.  25.5 27.  28.5]
# expect:   [30.  31.5 33.  34.5]]]
# expect: array([ 0,  1,  2,  3,  4,
# expect:         5,  6,  7,  8,  9,
# expect:        10, 11, 12, 13, 14],
# expect:       dtype=int32)
# expect: [[0 1]
# expect:  ...
# expect:  [8 9]] [0 1 2]
