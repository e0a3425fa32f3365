# np.unique with return_index / return_inverse / return_counts (first
# occurrences, reconstruction through the inverse), equal_nan, dtypes.
import numpy as np

a = np.array([[3, 1, 3], [2, 1, 5], [5, 5, 0]])
u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
print(u, idx, inv, cnt)
print(np.array_equal(u[inv], a.ravel()), np.array_equal(a.ravel()[idx], u), cnt.sum() == a.size)
print(np.unique(a, True), np.unique(a, False, True), np.unique(a, return_counts=True))
print(np.unique(a, return_index=True, return_counts=True))
f = np.array([2.0, np.nan, -0.0, 0.0, np.nan, 1.5, 2.0, np.nan])
print(np.unique(f), np.unique(f, equal_nan=False))
print(np.unique(f, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(f, return_counts=True, equal_nan=False))
for dt in (np.int8, np.uint16, np.int32, np.uint64, np.float32, np.bool_):
    x = np.array([1, 0, 1, 1, 0, 3], dtype=dt)
    r = np.unique(x, return_counts=True)
    print(dt.__name__, r[0], r[0].dtype, r[1], r[1].dtype)
c = np.array([1 + 1j, 1 - 1j, 1 + 1j, complex(np.nan, 1), complex(1, np.nan)])
print(np.unique(c), np.unique(c, return_counts=True)[1])
print(np.unique([3, 3, 1]), np.unique((2.5, 2.5)), np.unique(7), np.unique([True, False, True]))
e = np.unique([], return_index=True, return_inverse=True, return_counts=True)
print(e, [x.dtype for x in e])
big = np.array([(i * 7919) % 1000 for i in range(20000)])
bu, bc = np.unique(big, return_counts=True)
print(len(bu), bu[:5], bc[:5], bc.sum())
bu2, bi, binv = np.unique(big, return_index=True, return_inverse=True)
print(bi[:5], np.array_equal(bu2[binv], big))

# expect: [0 1 2 3 5] [8 1 3 0 5] [3 1 3 2 1 4 4 4 0] [1 2 1 2 3]
# expect: True True True
# expect: (array([0, 1, 2, 3, 5]), array([8, 1, 3, 0, 5])) (array([0, 1, 2, 3, 5]), array([3, 1, 3, 2, 1, 4, 4, 4, 0])) (array([0, 1, 2, 3, 5]), array([1, 2, 1, 2, 3]))
# expect: (array([0, 1, 2, 3, 5]), array([8, 1, 3, 0, 5]), array([1, 2, 1, 2, 3]))
# expect: [-0.   1.5  2.   nan] [-0.   1.5  2.   nan  nan  nan]
# expect: (array([-0. ,  1.5,  2. ,  nan]), array([2, 5, 0, 1]), array([2, 3, 0, 0, 3, 1, 2, 3]), array([2, 1, 2, 3]))
# expect: (array([-0. ,  1.5,  2. ,  nan,  nan,  nan]), array([2, 1, 2, 1, 1, 1]))
# expect: int8 [0 1 3] int8 [2 3 1] int64
# expect: uint16 [0 1 3] uint16 [2 3 1] int64
# expect: int32 [0 1 3] int32 [2 3 1] int64
# expect: uint64 [0 1 3] uint64 [2 3 1] int64
# expect: float32 [0. 1. 3.] float32 [2 3 1] int64
# expect: bool_ [False  True] bool [2 4] int64
# expect: [1. -1.j 1. +1.j 1.+nanj] [1 2 2]
# expect: [1 3] [2.5] [7] [False  True]
# expect: (array([], dtype=float64), array([], dtype=int64), array([], dtype=int64), array([], dtype=int64)) [dtype('float64'), dtype('int64'), dtype('int64'), dtype('int64')]
# expect: 1000 [0 1 2 3 4] [20 20 20 20 20] 20000
# expect: [  0 679 358  37 716] True
