# linspace (retstep, array ends, axis, dtype), eye / identity, the *_like
# functions with dtype and shape, asarray(dtype=), array(ndmin=, copy=).
import numpy as np

print(np.linspace(0, 1, 5, retstep=True), np.linspace(0, 1, 1, retstep=True), np.linspace(2, 3, 0, retstep=True))
print(np.linspace([0, 1], [2, 3], 3).tolist(), np.linspace([0, 1], [2, 3], 3, axis=1).tolist())
print(np.linspace(0, [[1], [2]], 3, axis=-1).tolist(), np.linspace([0, 10], 20, 3, retstep=True, endpoint=False))
print(np.linspace(0, 10, 4, dtype=int), np.linspace(0, 1, 5, endpoint=False), np.linspace(5, 5, 3))
print(np.linspace(0, 1, 3, dtype=np.float32), np.linspace(1, 0, 3, axis=0).strides)
print(np.eye(3, 4, 1, dtype=int).tolist(), np.eye(2, k=-1).tolist(), np.eye(3, M=2, k=5).tolist(), np.identity(2, dtype=bool))
a = np.arange(6).reshape(2, 3)
print(np.zeros_like(a, dtype=float), np.ones_like(a, shape=(2, 2)).tolist(), np.full_like(a, 2.7), np.empty_like([1, 2], shape=3).shape)
print(np.full_like([1.5], 2, dtype=np.int8), np.ones_like(a, shape=4), np.zeros_like(a, None, "C", True, (1, 2)).shape)
print(np.asarray([1, 2], dtype=np.float32), np.array([1, 2], ndmin=3).shape, np.array(5, ndmin=2), np.asarray(a) is a)
print(np.array(a, copy=False) is a, np.array(a) is a, np.array(a, dtype=float, copy=False).dtype)
for bad in (lambda: np.linspace(0, 1, -1), lambda: np.linspace([0, 1], [2, 3, 4], 3), lambda: np.linspace(0, 1, 3, axis=2),
            lambda: np.zeros_like(a, shape=(-1,))):
    try:
        print(bad())
    except (ValueError, IndexError) as e:
        print(e)
# expect: (array([0.  , 0.25, 0.5 , 0.75, 1.  ]), 0.25) (array([0.]), nan) (array([], dtype=float64), nan)
# expect: [[0.0, 1.0], [1.0, 2.0], [2.0, 3.0]] [[0.0, 1.0, 2.0], [1.0, 2.0, 3.0]]
# expect: [[[0.0, 0.5, 1.0]], [[0.0, 1.0, 2.0]]] (array([[ 0.        , 10.        ],
# expect:        [ 6.66666667, 13.33333333],
# expect:        [13.33333333, 16.66666667]]), array([6.66666667, 3.33333333]))
# expect: [ 0  3  6 10] [0.  0.2 0.4 0.6 0.8] [5. 5. 5.]
# expect: [0.  0.5 1. ] (8,)
# expect: [[0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]] [[0.0, 0.0], [1.0, 0.0]] [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]] [[ True False]
# expect:  [False  True]]
# expect: [[0. 0. 0.]
# expect:  [0. 0. 0.]] [[1, 1], [1, 1]] [[2 2 2]
# expect:  [2 2 2]] (3,)
# expect: [2] [1 1 1 1] (1, 2)
# expect: [1. 2.] (1, 1, 2) [[5]] True
# expect: True False float64
# expect: Number of samples, -1, must be non-negative.
# expect: operands could not be broadcast together with shapes (3,) (2,) 
# expect: destination: axis 2 is out of bounds for array of dimension 1
# expect: negative dimensions are not allowed
