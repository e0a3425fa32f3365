# np.linalg.lstsq: solutions, residuals (only for full rank and m > n),
# rank, singular values; rcond=None / -1 / a value; 1-d and 2-d b; the
# FutureWarning NumPy 1.24 gives when rcond is not passed.
import numpy as np
L = np.linalg

x = np.array([0., 1., 2., 3.])
A = np.stack([x, np.ones(4)], axis=1)
y = np.array([-1., 0.2, 0.9, 2.1])
m, c = L.lstsq(A, y, rcond=None)[0]
print(round(m, 10), round(c, 10))
sol, res, rank, sv = L.lstsq(A, y, rcond=None)
print(np.round(sol, 10), np.round(res, 10), rank, np.round(sv, 10), res.dtype, sv.dtype)
sol, res, rank, sv = L.lstsq(A, np.stack([y, 2 * y], axis=1), rcond=-1)
print(np.round(sol, 10), np.round(res, 10), rank)
sol, res, rank, sv = L.lstsq(np.ones((3, 2)), np.ones(3), rcond=None)
print(np.round(sol, 10), res, rank, np.round(sv, 10))
sol, res, rank, sv = L.lstsq(np.array([[1., 2., 3.], [4., 5., 6.]]), np.array([1., 2.]), rcond=1e-10)
print(np.round(sol, 10), res, rank)
sol, res, rank, sv = L.lstsq(A.astype(np.float32), y.astype(np.float32), rcond=None)
print(sol.dtype, res.dtype, sv.dtype, rank)
sol, res, rank, sv = L.lstsq(np.array([[1, 1j], [1, -1j], [2, 0]]), np.array([1, 2, 3]), rcond=None)
print(sol.dtype, res.dtype, np.round(res, 10), rank)
print(np.round(L.lstsq(A, y)[0], 10))
for a, b in ((np.ones((3, 2)), np.ones(4)), (np.ones(3), np.ones(3)), (np.ones((2, 2, 2)), np.ones(2))):
    try:
        L.lstsq(a, b, rcond=None)
    except L.LinAlgError as e:
        print('LinAlgError', e)


def fit(b):
    return L.lstsq(A, b)[2]


# The warning is shown once per calling line (the module's __warningregistry__).
print([fit(y * k) for k in range(3)], [L.lstsq(A, y)[2] for k in range(3)])

# expect: 1.0 -0.95
# expect: [ 1.   -0.95] [0.05] 2 [4.10003045 1.09075677] float64 float64
# expect: [[ 1.    2.  ]
# expect:  [-0.95 -1.9 ]] [0.05 0.2 ] 2
# expect: [0.5 0.5] [] 1 [2.44948974 0.        ]
# expect: [-0.05555556  0.11111111  0.27777778] [] 2
# expect: float32 float32 float32 2
# expect: complex128 float64 [0.] 2
# expect: [ 1.   -0.95]
# expect: LinAlgError Incompatible dimensions
# expect: LinAlgError 1-dimensional array given. Array must be two-dimensional
# expect: LinAlgError 3-dimensional array given. Array must be two-dimensional
# expect: [2, 2, 2] [2, 2, 2]
# expect-stderr: tests/numpy/linalg/lstsq.py:24: FutureWarning: `rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.
# expect-stderr: To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.
# expect-stderr:   print(np.round(L.lstsq(A, y)[0], 10))
# expect-stderr: tests/numpy/linalg/lstsq.py:33: FutureWarning: `rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.
# expect-stderr: To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.
# expect-stderr:   return L.lstsq(A, b)[2]
# expect-stderr: tests/numpy/linalg/lstsq.py:37: FutureWarning: `rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.
# expect-stderr: To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.
# expect-stderr:   print([fit(y * k) for k in range(3)], [L.lstsq(A, y)[2] for k in range(3)])
