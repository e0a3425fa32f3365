# ufunc.at (unbuffered: a repeated index applies the ufunc each time, each
# result cast back into the array), reduceat, accumulate(axis=, out=),
# outer, and the attributes nin, nout, nargs, identity, signature, __name__.
import numpy as np


def show(call):
    try:
        r = call()
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, str(e))


a = np.zeros(4, int)
print(np.add.at(a, [0, 0, 2], 2), a)
a = np.zeros(4, int)
np.add.at(a, [0, 0, 2], 1.5)
print(a)
a = np.zeros(4, np.int8)
np.add.at(a, [0, 0, 2], 300)
print(a)
a = np.arange(6.0).reshape(2, 3)
np.add.at(a, (0, [0, 0]), 10)
print(a)
a = np.arange(6.0).reshape(2, 3)
np.add.at(a, 1, [1, 2, 3])
print(a)
a = np.arange(6.0).reshape(2, 3)
np.add.at(a, (slice(None), [0, 0]), 10)
print(a)
a = np.arange(4.0)
np.negative.at(a, [0, 0, 1])
print(a)
a = np.arange(4.0)
np.add.at(a, np.array([True, False, True, False]), 1)
print(a)
a = np.arange(5)
np.multiply.at(a, [1, 3, 1], [2, 3, 4])
print(a)
a = np.array([5, 1, 7])
np.maximum.at(a, [0, 1, 1], [2, 4, 3])
print(a)
show(lambda: np.add.at([1, 2], [0], 1))
show(lambda: np.add.at(np.zeros(3), [0]))
show(lambda: np.add.at(np.zeros(3), [5], 1))
show(lambda: np.add.at(np.zeros(3), [0, 1], [1, 2, 3]))
show(lambda: np.divmod.at(np.zeros(3), [0, 1], [1, 2]))

# reduceat
show(lambda: np.add.reduceat(np.arange(8), [0, 4, 1, 5]))
show(lambda: np.add.reduceat(np.arange(12).reshape(3, 4), [0, 2], axis=1))
show(lambda: np.maximum.reduceat(np.arange(12).reshape(3, 4), [0, 2, 1]))
show(lambda: np.multiply.reduceat(np.arange(1, 7, dtype=np.int8), [0, 3]))
show(lambda: np.add.reduceat(np.arange(8), [0, 3], dtype=np.float32))
show(lambda: np.add.reduceat(np.arange(8.0), [0.5, 1]))
show(lambda: np.add.reduceat(np.arange(8), [0, 3], out=np.zeros(2)))
show(lambda: np.add.reduceat(np.arange(8), [0, 8]))
show(lambda: np.add.reduceat(np.arange(8), [0, -1]))
show(lambda: np.add.reduceat(np.arange(8), [[0, 1]]))
show(lambda: np.sqrt.reduceat(np.arange(8), [0, 3]))

# accumulate and outer
show(lambda: np.add.accumulate(np.arange(6).reshape(2, 3), axis=1))
show(lambda: np.multiply.accumulate(np.arange(1, 7).reshape(2, 3)))
show(lambda: np.add.accumulate(np.arange(6).reshape(2, 3), axis=1, out=np.zeros((2, 3))))
show(lambda: np.add.accumulate(np.ones(3, np.int8)).dtype)
show(lambda: np.multiply.outer([1, 2, 3], [[1], [2]]))
show(lambda: np.subtract.outer(np.arange(3), np.arange(2)))

# attributes
print(np.add.nin, np.add.nout, np.add.nargs, np.sqrt.nin, np.sqrt.nargs, np.divmod.nout, np.modf.nargs)
print(np.add.identity, np.multiply.identity, np.maximum.identity, np.logical_and.identity, np.logical_or.identity)
print(np.add.signature, np.add.__name__, np.true_divide.__name__, np.sqrt.__name__)
print('dd->d' in np.add.types, 'd->d' in np.sqrt.types, np.add.ntypes == len(np.add.types))

# expect: None [4 0 2 0]
# expect: [2 0 1 0]
# expect: [88  0 44  0]
# expect: [[20.  1.  2.]
# expect:  [ 3.  4.  5.]]
# expect: [[0. 1. 2.]
# expect:  [4. 6. 8.]]
# expect: [[20.  1.  2.]
# expect:  [23.  4.  5.]]
# expect: [ 0. -1.  2.  3.]
# expect: [1. 1. 3. 3.]
# expect: [0 8 2 9 4]
# expect: [5 4 7]
# expect: TypeError first operand must be array
# expect: ValueError second operand needed for ufunc
# expect: IndexError index 5 is out of bounds for axis 0 with size 3
# expect: ValueError array is not broadcastable to correct shape
# expect: ValueError Only single output ufuncs supported at this time
# expect: array([ 6,  4, 10, 18])
# expect: array([[ 1,  5],
# expect:        [ 9, 13],
# expect:        [17, 21]])
# expect: array([[ 4,  5,  6,  7],
# expect:        [ 8,  9, 10, 11],
# expect:        [ 8,  9, 10, 11]])
# expect: array([  6, 120])
# expect: array([ 3., 25.], dtype=float32)
# expect: array([ 0., 28.])
# expect: array([ 3., 25.])
# expect: IndexError index 8 out-of-bounds in add.reduceat [0, 8)
# expect: IndexError index -1 out-of-bounds in add.reduceat [0, 8)
# expect: ValueError object too deep for desired array
# expect: ValueError reduceat only supported for binary functions
# expect: array([[ 0,  1,  3],
# expect:        [ 3,  7, 12]])
# expect: array([[ 1,  2,  3],
# expect:        [ 4, 10, 18]])
# expect: array([[ 0.,  1.,  3.],
# expect:        [ 3.,  7., 12.]])
# expect: dtype('int64')
# expect: array([[[1],
# expect:         [2]],
# expect:
# expect:        [[2],
# expect:         [4]],
# expect:
# expect:        [[3],
# expect:         [6]]])
# expect: array([[ 0, -1],
# expect:        [ 1,  0],
# expect:        [ 2,  1]])
# expect: 2 1 3 1 2 2 3
# expect: 0 1 None True False
# expect: None add divide sqrt
# expect: True True True
