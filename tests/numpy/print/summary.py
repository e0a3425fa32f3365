# Arrays over 1000 elements print with '...'.
import numpy as np
print(np.arange(2000))
print(repr(np.arange(1001.0)))
print(np.arange(3000).reshape(30, 100))
print(repr(np.zeros((100, 100), dtype=np.float32)))

# expect: [   0    1    2 ... 1997 1998 1999]
# expect: array([   0.,    1.,    2., ...,  998.,  999., 1000.])
# expect: [[   0    1    2 ...   97   98   99]
# expect:  [ 100  101  102 ...  197  198  199]
# expect:  [ 200  201  202 ...  297  298  299]
# expect:  ...
# expect:  [2700 2701 2702 ... 2797 2798 2799]
# expect:  [2800 2801 2802 ... 2897 2898 2899]
# expect:  [2900 2901 2902 ... 2997 2998 2999]]
# expect: array([[0., 0., 0., ..., 0., 0., 0.],
# expect:        [0., 0., 0., ..., 0., 0., 0.],
# expect:        [0., 0., 0., ..., 0., 0., 0.],
# expect:        ...,
# expect:        [0., 0., 0., ..., 0., 0., 0.],
# expect:        [0., 0., 0., ..., 0., 0., 0.],
# expect:        [0., 0., 0., ..., 0., 0., 0.]], dtype=float32)
