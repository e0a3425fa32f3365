# sum with axis, keepdims and dtype, as function and method.
import numpy as np
x = np.arange(24).reshape(2, 3, 4)
print(np.sum(x), x.sum(axis=0), x.sum(axis=1), x.sum(axis=-1))
print(x.sum(axis=(0, 2)), x.sum(axis=1, keepdims=True).shape, np.sum(x, keepdims=True))
print(np.sum([1.5, 2.5]), np.sum(np.ones(3, dtype=np.int8)), np.ones((2, 2), dtype=np.int8).sum(axis=0).dtype)
print(np.sum(np.ones(4, dtype=np.float32)), np.sum([True, True, False]), x.sum(dtype=np.float64))
print(np.prod([1, 2, 3, 4]), np.arange(1, 5).prod(), np.sum([]))
try:
    x.sum(axis=3)
except Exception as e:
    print(e)

# expect: 276 [[12 14 16 18]
# expect:  [20 22 24 26]
# expect:  [28 30 32 34]] [[12 15 18 21]
# expect:  [48 51 54 57]] [[ 6 22 38]
# expect:  [54 70 86]]
# expect: [ 60  92 124] (2, 1, 4) [[[276]]]
# expect: 4.0 3 int64
# expect: 4.0 2 276.0
# expect: 24 24 0.0
# expect: axis 3 is out of bounds for array of dimension 3
