# a.view(dtype): the same bytes read as another dtype. The same item size
# keeps the shape; another size stretches or shrinks the last axis, which
# must be contiguous and divide evenly (NumPy's errors otherwise).
import numpy as np


def t(f):
    try:
        print(repr(f()))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


a = np.arange(6, dtype=np.int32).reshape(2, 3)
t(lambda: a.view(np.int64))
t(lambda: a.view(np.int16))
t(lambda: a.view(np.uint32))
t(lambda: np.arange(4, dtype=np.int32).view(np.int64))
t(lambda: a[:, :2].view(np.int64))
t(lambda: a[:, ::2].view(np.int16))
t(lambda: a[:, ::2].view(np.uint32))
t(lambda: a.T.view(np.int16))
t(lambda: np.array(5, dtype=np.int32).view(np.int16))
t(lambda: np.array(5, dtype=np.int32).view(np.uint32))
t(lambda: np.arange(3, dtype=np.int64).view(np.ndarray))
t(lambda: np.arange(3, dtype=np.int64).view(dtype=np.uint64))
t(lambda: np.arange(3, dtype=np.int64).view(type=np.ndarray))
t(lambda: np.arange(3, dtype=np.int64).view(float))
t(lambda: np.arange(3, dtype=np.int64).view("foo"))
t(lambda: np.arange(3.0).view(np.complex128))
t(lambda: np.arange(4.0).view(np.complex128))
t(lambda: np.zeros((2, 0), dtype=np.int32).view(np.int64))
t(lambda: np.arange(6, dtype=np.int8).reshape(2, 3)[:, :1].view(np.int16))
t(lambda: np.arange(4, dtype=np.int16).reshape(4, 1)[::2].view(np.int8))
t(lambda: np.array([1.0, -2.0]).view(np.uint8)[[7, 15]])
t(lambda: np.array([True, False, True]).view(np.uint8))
t(lambda: np.array([1, 256], dtype=np.int16).view(np.uint8))
b = np.arange(4, dtype=np.int32)
v = b.view(np.uint8)
v[0] = 255
print(b, v.base is b, v.flags["OWNDATA"], v.shape, v.strides, v.dtype)
w = b.view()
w[1] = 7
print(b, w.base is b, w.dtype)
r = np.ones(2)
r.flags.writeable = False
print(r.view(np.int64).flags.writeable)

# expect: ValueError When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
# expect: array([[0, 0, 1, 0, 2, 0],
# expect:        [3, 0, 4, 0, 5, 0]], dtype=int16)
# expect: array([[0, 1, 2],
# expect:        [3, 4, 5]], dtype=uint32)
# expect: array([ 4294967296, 12884901890])
# expect: array([[ 4294967296],
# expect:        [17179869187]])
# expect: ValueError To change to a dtype of a different size, the last axis must be contiguous
# expect: array([[0, 2],
# expect:        [3, 5]], dtype=uint32)
# expect: ValueError To change to a dtype of a different size, the last axis must be contiguous
# expect: ValueError Changing the dtype of a 0d array is only supported if the itemsize is unchanged
# expect: array(5, dtype=uint32)
# expect: array([0, 1, 2])
# expect: array([0, 1, 2], dtype=uint64)
# expect: array([0, 1, 2])
# expect: array([0.e+000, 5.e-324, 1.e-323])
# expect: TypeError data type 'foo' not understood
# expect: ValueError When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
# expect: array([0.+1.j, 2.+3.j])
# expect: array([], shape=(2, 0), dtype=int64)
# expect: ValueError When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
# expect: array([[0, 0],
# expect:        [2, 0]], dtype=int8)
# expect: array([ 63, 192], dtype=uint8)
# expect: array([1, 0, 1], dtype=uint8)
# expect: array([1, 0, 0, 1], dtype=uint8)
# expect: [255   1   2   3] True False (16,) (1,) uint8
# expect: [255   7   2   3] True int32
# expect: False
