# np.dot above 2-d: sum over the last axis of a and the second-to-last of b,
# result shape a.shape[:-1] + b.shape[:-2] + b.shape[-1:]; 1-d operands,
# strided views, dtype promotion, NumPy's "not aligned" error.
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
b = np.arange(20).reshape(4, 5)
c = np.arange(40).reshape(2, 4, 5)
print(np.dot(a, b).shape, np.dot(a, b)[1, 2], a.dot(b)[0])
print(np.dot(a, c).shape, np.dot(a, c)[1, 2, 0], np.dot(a, c)[0, 1, 1, 3])
print(np.dot(a, np.arange(4)), np.dot(np.arange(3), np.arange(24).reshape(2, 3, 4)))
print(np.dot(a.transpose(0, 2, 1)[:, ::-1], np.arange(6.0).reshape(3, 2)))
f = np.arange(12, dtype=np.float32).reshape(2, 2, 3)
print(np.dot(f, np.ones(3, dtype=np.int32)).dtype, np.dot(f, np.ones((3, 2), dtype=np.float32)).dtype)
for x, y in [((2, 3, 4), (5, 6)), ((2, 3), (4, 3, 3)), ((3,), (2, 4, 5))]:
    try:
        print(np.dot(np.ones(x), np.ones(y)).shape)
    except ValueError as e:
        print("ValueError:", e)

# expect: (2, 3, 5) [ 670  756  842  928 1014] [[ 70  76  82  88  94]
# expect:  [190 212 234 256 278]
# expect:  [310 348 386 424 462]]
# expect: (2, 3, 2, 5) [ 670  756  842  928 1014] 696
# expect: [[ 14  38  62]
# expect:  [ 86 110 134]] [[20 23 26 29]
# expect:  [56 59 62 65]]
# expect: [[[ 58.  79.]
# expect:   [ 52.  70.]
# expect:   [ 46.  61.]
# expect:   [ 40.  52.]]
# expect:
# expect:  [[130. 187.]
# expect:   [124. 178.]
# expect:   [118. 169.]
# expect:   [112. 160.]]]
# expect: float64 float32
# expect: ValueError: shapes (2,3,4) and (5,6) not aligned: 4 (dim 2) != 5 (dim 0)
# expect: (2, 4, 3)
# expect: ValueError: shapes (3,) and (2,4,5) not aligned: 3 (dim 0) != 4 (dim 1)
