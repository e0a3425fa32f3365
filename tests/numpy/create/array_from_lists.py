# np.array discovers shape and dtype from nested lists and tuples.
import numpy as np
for obj in [[1, 2, 3], [1.0, 2, 3], [True, False], [[1, 2], [3, 4]], (1, 2.5), [[1, 2], (3, 4)], 7, 2.5, [1, True], [1j, 2]]:
    a = np.array(obj)
    print(repr(a), a.shape, a.dtype, a.ndim)
print(repr(np.array([1, 2, 3], dtype=np.float32)))
print(repr(np.array([[1.5, 2.7]], dtype='int32')))
print(repr(np.array([])), np.array([]).shape)
print(repr(np.array([np.array([1, 2]), np.array([3, 4])])))

# expect: array([1, 2, 3]) (3,) int64 1
# expect: array([1., 2., 3.]) (3,) float64 1
# expect: array([ True, False]) (2,) bool 1
# expect: array([[1, 2],
# expect:        [3, 4]]) (2, 2) int64 2
# expect: array([1. , 2.5]) (2,) float64 1
# expect: array([[1, 2],
# expect:        [3, 4]]) (2, 2) int64 2
# expect: array(7) () int64 0
# expect: array(2.5) () float64 0
# expect: array([1, 1]) (2,) int64 1
# expect: array([0.+1.j, 2.+0.j]) (2,) complex128 1
# expect: array([1., 2., 3.], dtype=float32)
# expect: array([[1, 2]], dtype=int32)
# expect: array([], dtype=float64) (0,)
# expect: array([[1, 2],
# expect:        [3, 4]])
