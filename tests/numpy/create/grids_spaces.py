# meshgrid (xy / ij, sparse, copy), indices, fromfunction, logspace,
# geomspace, copyto, ascontiguousarray.
import numpy as np

x, y = np.meshgrid([1, 2, 3], [4.5, 5.5])
print(x.tolist(), y.tolist(), x.dtype, y.dtype, type(np.meshgrid([1], [2])).__name__)
x, y = np.meshgrid(np.arange(3), np.arange(2), indexing="ij")
print(x.tolist(), y.tolist())
xs, ys = np.meshgrid(np.arange(3), np.arange(2), sparse=True)
print(xs.shape, ys.shape, xs.tolist(), ys.tolist())
g = np.meshgrid([1, 2], [3, 4, 5], [6, 7])
print([t.shape for t in g], g[2][0, 0].tolist(), np.meshgrid(), np.meshgrid([[1, 2], [3, 4]])[0])
v = np.meshgrid(np.arange(2), np.arange(3), copy=False)[0]
print(v.shape, v.sum())
print(np.indices((2, 3)).tolist(), np.indices((2,), dtype=np.float32), np.indices(()).shape)
print([t.tolist() for t in np.indices((2, 3), sparse=True)])
print(np.fromfunction(lambda i, j: i * 10 + j, (2, 3)))
print(np.fromfunction(lambda i, j, k=1: i == j + k, (3, 3), dtype=int, k=0))
print(np.logspace(0, 3, 4), np.logspace(0, 1, 3, endpoint=False, base=2.0), np.logspace(1, 2, 3, dtype=int))
print(np.logspace(0, 2, 3, base=[2, 3, 4]), np.logspace(2, 0, num=1))
print(np.geomspace(1, 1000, 4), np.geomspace(-1, -16, 5), np.geomspace(2, 32, 3, endpoint=False))
print(np.geomspace(1, 10, 3, dtype=int), np.geomspace(1, 256, 9).tolist())
d = np.zeros((2, 3))
np.copyto(d, [1, 2, 3])
print(d.tolist())
np.copyto(d, 7, where=[[True, False, True], [False, True, False]])
print(d.tolist())
i = np.zeros(3, dtype=np.int64)
np.copyto(i, np.array([1.7, 2.2, 3.9]), casting="unsafe")
print(i)
for bad in (lambda: np.copyto(i, np.array([1.5])), lambda: np.copyto(d, np.zeros(4)),
            lambda: np.copyto([1], 2), lambda: np.copyto(i, np.array([1, 2], dtype=np.int32), casting="equiv"),
            lambda: np.geomspace(0, 5), lambda: np.fromfunction(lambda i: i, (2,), 1)):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
t = np.arange(6).reshape(2, 3).T
c = np.ascontiguousarray(t)
print(c.strides, c.tolist(), np.ascontiguousarray(5).shape, np.ascontiguousarray([1, 2], dtype=np.float32))
e = np.arange(3)
print(np.ascontiguousarray(e) is e)
# expect: [[1, 2, 3], [1, 2, 3]] [[4.5, 4.5, 4.5], [5.5, 5.5, 5.5]] int64 float64 list
# expect: [[0, 0], [1, 1], [2, 2]] [[0, 1], [0, 1], [0, 1]]
# expect: (1, 3) (2, 1) [[0, 1, 2]] [[0], [1]]
# expect: [(3, 2, 2), (3, 2, 2), (3, 2, 2)] [6, 7] [] [1 2 3 4]
# expect: (3, 2) 3
# expect: [[[0, 0, 0], [1, 1, 1]], [[0, 1, 2], [0, 1, 2]]] [[0. 1.]] (0,)
# expect: [[[0], [1]], [[0, 1, 2]]]
# expect: [[ 0.  1.  2.]
# expect:  [10. 11. 12.]]
# expect: [[ True False False]
# expect:  [False  True False]
# expect:  [False False  True]]
# expect: [   1.   10.  100. 1000.] [1.         1.25992105 1.58740105] [ 10  31 100]
# expect: [ 1.  3. 16.] [100.]
# expect: [   1.   10.  100. 1000.] [ -1.  -2.  -4.  -8. -16.] [ 2.          5.0396842  12.69920842]
# expect: [ 1  3 10] [1.0, 2.0, 4.0, 7.999999999999999, 16.0, 32.00000000000001, 63.999999999999986, 127.99999999999999, 256.0]
# expect: [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]
# expect: [[7.0, 2.0, 7.0], [1.0, 7.0, 3.0]]
# expect: [1 2 3]
# expect: TypeError Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'same_kind'
# expect: ValueError could not broadcast input array from shape (4,) into shape (2,3)
# expect: TypeError copyto() argument 1 must be numpy.ndarray, not list
# expect: TypeError Cannot cast array data from dtype('int32') to dtype('int64') according to the rule 'equiv'
# expect: ValueError Geometric sequence cannot include zero
# expect: TypeError fromfunction() takes 2 positional arguments but 3 were given
# expect: (16, 8) [[0, 3], [1, 4], [2, 5]] (1,) [1. 2.]
# expect: True
