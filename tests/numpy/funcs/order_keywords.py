# order= of reshape, ravel, flatten, copy, astype, np.array/asarray and
# np.zeros/ones/empty: Fortran order, 'A' and 'K', and NumPy's errors.
import numpy as np

a = np.arange(6.).reshape(2, 3)
f = np.asfortranarray(a)


def show(label, r):
    print(label, r.tolist(), r.strides, r.flags.c_contiguous, r.flags.f_contiguous)


def err(label, fn):
    try:
        fn()
    except Exception as e:
        print(label, type(e).__name__, e)


show('reshape F', a.reshape(3, 2, order='F'))
show('reshape F tuple', a.reshape((3, 2), order='f'))
show('np.reshape F', np.reshape(a, (3, -1), order='F'))
show('np.reshape kw', np.reshape(a, newshape=(1, 6), order='C'))
show('reshape A of F', f.reshape(3, 2, order='A'))
show('reshape A of C', a.reshape(3, 2, order='A'))
show('reshape F of F (view)', f.reshape(3, 2, order='F'))
v = f.reshape(3, 2, order='F')
v[0, 0] = 7
print(f[0, 0])
f[0, 0] = 0
show('reshape 3d F', np.arange(24).reshape(2, 3, 4, order='F'))
show('ravel C', a.ravel(order='C'))
show('ravel F', a.ravel(order='F'))
show('ravel A of F', f.ravel('A'))
show('ravel K of T', a.T.ravel(order='K'))
show('np.ravel F', np.ravel(a, order='F'))
show('np.ravel list', np.ravel([[1, 2], [3, 4]], 'F'))
show('flatten F', a.flatten(order='F'))
show('flatten K', a.T.flatten('K'))
show('copy F', a.copy(order='F'))
show('copy A of F', f.copy('A'))
show('copy default of F', f.copy())
show('np.copy default of F', np.copy(f))
show('np.copy C', np.copy(f, order='C'))
show('astype F', a.astype(np.int32, order='F'))
show('astype K of F', f.astype(np.int32))
show('array F', np.array([[1, 2], [3, 4]], order='F'))
show('array K of F', np.array(f))
show('array C of F', np.array(f, order='C'))
show('asarray F', np.asarray(a, order='F'))
show('asarray kw', np.asarray(a=[[1, 2]], dtype=float))
print(np.asarray(f) is f, np.asarray(a[:, ::2]).strides)
show('zeros F', np.zeros((2, 3), order='F'))
show('ones F', np.ones((2, 3, 4), dtype=np.int8, order='F'))
e = np.empty((2, 2), order='F')
print('empty F', e.shape, e.strides, e.flags.f_contiguous)
show('zeros 1d F', np.zeros(3, order='F'))
show('transpose axes', np.transpose(a, axes=(1, 0)))
show('transpose none', np.transpose(a, axes=None))

err('copy X', lambda: a.copy(order='X'))
err('copy int', lambda: a.copy(order=1))
err('reshape K', lambda: a.reshape(3, 2, order='K'))
err('reshape kw', lambda: a.reshape(shape=(3, 2)))
err('zeros K', lambda: np.zeros(2, order='K'))
err('ones A', lambda: np.ones(2, order='A'))
err('array X', lambda: np.array([1], order='X'))
err('astype casting', lambda: a.astype(int, casting='safe'))
err('astype casting name', lambda: a.astype(int, casting='foo'))
show('astype same_kind ok', a.astype(np.float32, casting='same_kind'))

# expect: reshape F [[0.0, 4.0], [3.0, 2.0], [1.0, 5.0]] (8, 24) False True
# expect: reshape F tuple [[0.0, 4.0], [3.0, 2.0], [1.0, 5.0]] (8, 24) False True
# expect: np.reshape F [[0.0, 4.0], [3.0, 2.0], [1.0, 5.0]] (8, 24) False True
# expect: np.reshape kw [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]] (48, 8) True True
# expect: reshape A of F [[0.0, 4.0], [3.0, 2.0], [1.0, 5.0]] (8, 24) False True
# expect: reshape A of C [[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]] (16, 8) True False
# expect: reshape F of F (view) [[0.0, 4.0], [3.0, 2.0], [1.0, 5.0]] (8, 24) False True
# expect: 7.0
# expect: reshape 3d F [[[0, 6, 12, 18], [2, 8, 14, 20], [4, 10, 16, 22]], [[1, 7, 13, 19], [3, 9, 15, 21], [5, 11, 17, 23]]] (8, 16, 48) False True
# expect: ravel C [0.0, 1.0, 2.0, 3.0, 4.0, 5.0] (8,) True True
# expect: ravel F [0.0, 3.0, 1.0, 4.0, 2.0, 5.0] (8,) True True
# expect: ravel A of F [0.0, 3.0, 1.0, 4.0, 2.0, 5.0] (8,) True True
# expect: ravel K of T [0.0, 1.0, 2.0, 3.0, 4.0, 5.0] (8,) True True
# expect: np.ravel F [0.0, 3.0, 1.0, 4.0, 2.0, 5.0] (8,) True True
# expect: np.ravel list [1, 3, 2, 4] (8,) True True
# expect: flatten F [0.0, 3.0, 1.0, 4.0, 2.0, 5.0] (8,) True True
# expect: flatten K [0.0, 1.0, 2.0, 3.0, 4.0, 5.0] (8,) True True
# expect: copy F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (8, 16) False True
# expect: copy A of F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (8, 16) False True
# expect: copy default of F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (24, 8) True False
# expect: np.copy default of F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (8, 16) False True
# expect: np.copy C [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (24, 8) True False
# expect: astype F [[0, 1, 2], [3, 4, 5]] (4, 8) False True
# expect: astype K of F [[0, 1, 2], [3, 4, 5]] (4, 8) False True
# expect: array F [[1, 2], [3, 4]] (8, 16) False True
# expect: array K of F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (8, 16) False True
# expect: array C of F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (24, 8) True False
# expect: asarray F [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (8, 16) False True
# expect: asarray kw [[1.0, 2.0]] (16, 8) True True
# expect: True (24, 16)
# expect: zeros F [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0]] (8, 16) False True
# expect: ones F [[[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]], [[1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1]]] (1, 2, 6) False True
# expect: empty F (2, 2) (8, 16) True
# expect: zeros 1d F [0.0, 0.0, 0.0] (8,) True True
# expect: transpose axes [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]] (8, 24) False True
# expect: transpose none [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]] (8, 24) False True
# expect: copy X ValueError order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: copy int TypeError order must be str, not int
# expect: reshape K ValueError order 'K' is not permitted for reshaping
# expect: reshape kw TypeError 'shape' is an invalid keyword argument for this function
# expect: zeros K ValueError only 'C' or 'F' order is permitted
# expect: ones A ValueError only 'C' or 'F' order is permitted
# expect: array X ValueError order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: astype casting TypeError Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'
# expect: astype casting name ValueError casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got 'foo')
# expect: astype same_kind ok [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]] (12, 4) True False
