# Integer and bool arrays, widths and dtype suffixes.
import numpy as np
print(np.array([1, -20, 300]))
print(repr(np.array([1, 2], dtype=np.int32)))
print(repr(np.array([1, 2], dtype=np.uint8)))
print(repr(np.array([True, False, True])))
print(np.array([[True], [False]]))
print(repr(np.array([5], dtype=np.int16)), repr(np.array(7)), repr(np.array(2.0)), repr(np.array(True)))
print(str(np.array(7)), str(np.array(1.5)))
print(repr(np.array([], dtype=np.int32)), repr(np.zeros((2, 0))), np.array([]))

# expect: [  1 -20 300]
# expect: array([1, 2], dtype=int32)
# expect: array([1, 2], dtype=uint8)
# expect: array([ True, False,  True])
# expect: [[ True]
# expect:  [False]]
# expect: array([5], dtype=int16) array(7) array(2.) array(True)
# expect: 7 1.5
# expect: array([], dtype=int32) array([], shape=(2, 0), dtype=float64) []
