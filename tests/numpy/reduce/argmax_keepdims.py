# argmax / argmin with keepdims= (functions and methods) and a tuple axis.
import numpy as np

a = np.array([[1., 5., 9.], [7., 2., 8.]])
for r in (np.argmax(a, axis=1, keepdims=True), np.argmin(a, axis=0, keepdims=True),
          a.argmax(axis=1, keepdims=True), a.argmin(axis=-1, keepdims=True),
          np.argmax(a, keepdims=True), a.argmin(keepdims=True),
          np.argmax(a, axis=1, keepdims=False), np.argmax(np.arange(24).reshape(2, 3, 4), axis=1, keepdims=True)):
    print(repr(r), r.shape, r.dtype)
print(repr(np.argmax(a)), repr(a.argmin(axis=0)))
print(repr(np.argmax(np.array(3.5), keepdims=True)))
for f in (lambda: np.argmax(a, axis=(0, 1)), lambda: a.argmin(axis=(0,)), lambda: np.argmax(a, axis=2, keepdims=True)):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

# expect: array([[2],
# expect:        [2]]) (2, 1) int64
# expect: array([[0, 1, 1]]) (1, 3) int64
# expect: array([[2],
# expect:        [2]]) (2, 1) int64
# expect: array([[0],
# expect:        [1]]) (2, 1) int64
# expect: array([[2]]) (1, 1) int64
# expect: array([[0]]) (1, 1) int64
# expect: array([2, 2]) (2,) int64
# expect: array([[[2, 2, 2, 2]],
# expect:
# expect:        [[2, 2, 2, 2]]]) (2, 1, 4) int64
# expect: 2 array([0, 1, 1])
# expect: 0
# expect: TypeError 'tuple' object cannot be interpreted as an integer
# expect: TypeError 'tuple' object cannot be interpreted as an integer
# expect: AxisError axis 2 is out of bounds for array of dimension 2
