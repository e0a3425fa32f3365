# np.linalg.svd (full_matrices, compute_uv, hermitian), qr (modes), and
# cholesky. Factors are checked by reconstruction: their signs are LAPACK's.
import numpy as np
L = np.linalg

a = np.array([[1., 2.], [3., 4.], [5., 6.]])
u, s, vt = L.svd(a)
print(u.shape, s, vt.shape, np.allclose(u[:, :2] * s @ vt, a), np.allclose(u @ u.T, np.eye(3)))
u, s, vt = L.svd(a, full_matrices=False)
print(u.shape, vt.shape, np.allclose(u * s @ vt, a))
print(L.svd(a, compute_uv=False), L.svd(a.T, compute_uv=False), L.svd(a.astype(np.float32), compute_uv=False))
print(L.svd(np.arange(24).reshape(2, 3, 4), compute_uv=False).shape)
u, s, vt = L.svd(np.arange(24.).reshape(2, 3, 4), full_matrices=False)
print(u.shape, s.shape, vt.shape, np.allclose((u * s[:, None, :]) @ vt, np.arange(24.).reshape(2, 3, 4)))
c = np.array([[1 + 1j, 2], [3, 4 - 2j]])
u, s, vt = L.svd(c)
print(u.dtype, s.dtype, np.allclose(u * s @ vt, c))
h = np.array([[2., 1.], [1., -3.]])
print(L.svd(h, hermitian=True, compute_uv=False), L.svd(h, compute_uv=False))
u, s, vt = L.svd(h, hermitian=True)
print(s, np.allclose(u * s @ vt, h))
hs = np.stack([h, 2 * h, np.eye(2)])
u, s, vt = L.svd(hs, hermitian=True)
print(u.shape, s, vt.shape, np.allclose((u * s[:, None, :]) @ vt, hs))
try:
    L.svd(np.ones(3))
except L.LinAlgError as e:
    print('LinAlgError', e)

q, r = L.qr(a)
print(q.shape, r.shape, np.allclose(q @ r, a), np.allclose(np.abs(r), np.abs(L.qr(a, mode='r'))))
q, r = L.qr(a, mode='complete')
print(q.shape, r.shape, np.allclose(q @ r, a), np.allclose(q.T @ q, np.eye(3)), r[2])
q, r = L.qr(a.T)
print(q.shape, r.shape, np.allclose(q @ r, a.T), r[1, 0])
q, r = L.qr(np.arange(12).reshape(2, 3, 2))
print(q.shape, r.shape, q.dtype, np.allclose(q @ r, np.arange(12).reshape(2, 3, 2)))
q, r = L.qr(c)
print(q.dtype, np.allclose(q @ r, c))
print(L.qr(a.astype(np.float32), mode='r').dtype)
try:
    L.qr(a, mode='bad')
except ValueError as e:
    print('ValueError', e)

p = np.array([[4., 2.], [2., 3.]])
print(L.cholesky(p), L.cholesky(p.astype(np.float32)).dtype)
l = L.cholesky(np.array([[2, 1j], [-1j, 2]]))
print(np.allclose(l @ l.conj().T, [[2, 1j], [-1j, 2]]), l[0, 1])
print(L.cholesky(np.stack([p, p * 4])))
for bad in (np.array([[1., 2.], [2., 1.]]), np.ones((2, 3)), np.array([[-1.]])):
    try:
        L.cholesky(bad)
    except L.LinAlgError as e:
        print('LinAlgError', e)

# expect: (3, 3) [9.52551809 0.51430058] (2, 2) True True
# expect: (3, 2) (2, 2) True
# expect: [9.52551809 0.51430058] [9.52551809 0.51430058] [9.525518  0.5143006]
# expect: (2, 3)
# expect: (2, 3, 3) (2, 3) (2, 3, 4) True
# expect: complex128 float64 True
# expect: [3.1925824 2.1925824] [3.1925824 2.1925824]
# expect: [3.1925824 2.1925824] True
# expect: (3, 2, 2) [[3.1925824  2.1925824 ]
# expect:  [6.38516481 4.38516481]
# expect:  [1.         1.        ]] (3, 2, 2) True
# expect: LinAlgError 1-dimensional array given. Array must be at least two-dimensional
# expect: (3, 2) (2, 2) True True
# expect: (3, 3) (3, 2) True True [0. 0.]
# expect: (2, 2) (2, 3) True 0.0
# expect: (2, 3, 2) (2, 2, 2) float64 True
# expect: complex128 True
# expect: float32
# expect: ValueError Unrecognized mode 'bad'
# expect: [[2.         0.        ]
# expect:  [1.         1.41421356]] float32
# expect: True 0j
# expect: [[[2.         0.        ]
# expect:   [1.         1.41421356]]
# expect:
# expect:  [[4.         0.        ]
# expect:   [2.         2.82842712]]]
# expect: LinAlgError Matrix is not positive definite
# expect: LinAlgError Last 2 dimensions of the array must be square
# expect: LinAlgError Matrix is not positive definite
