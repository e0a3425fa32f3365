# np.linalg.eig, eigvals, eigh, eigvalsh: real results unless an eigenvalue
# is complex, UPLO, stacks, errors. Eigenvectors are checked through
# a @ v == v * w (their signs are LAPACK's choice).
import numpy as np
L = np.linalg

a = np.array([[2., 0.], [0., 1.]])
w, v = L.eig(a)
print(w, v, w.dtype, v.dtype)
r = np.array([[0., 1.], [-1., 0.]])
w, v = L.eig(r)
print(w, w.dtype, v.dtype, np.allclose(r @ v, v * w))
m = np.array([[4., 1., 2.], [0., 3., 1.], [1., 0., 2.]])
w, v = L.eig(m)
print(np.round(np.sort(w.real), 10), np.round(np.sort(w.imag), 10), np.allclose(m @ v, v * w))
print(np.round(np.sort(L.eigvals(m).real), 10))
print(L.eigvals(np.array([[1, 2], [2, 1]])), L.eigvals(np.array([[1, 2], [2, 1]], np.float32)).dtype)
c = np.array([[1, 1j], [-1j, 2]])
w, v = L.eig(c)
print(w.dtype, np.allclose(c @ v, v * w))
s = np.array([[2., 1.], [1., 2.]])
w, v = L.eigh(s)
print(w, np.allclose(s @ v, v * w), np.allclose(np.abs(v), np.sqrt(0.5)))
print(L.eigvalsh(s), L.eigvalsh(s, UPLO='U'), L.eigvalsh(np.array([[1., 5.], [0., 1.]]), 'u'))
print(L.eigvalsh(np.array([[1., 5.], [0., 1.]])), L.eigvalsh(s.astype(np.float32)))
w, v = L.eigh(c)
print(w, v.dtype, np.allclose(c @ v, v * w))
st = np.stack([s, s * 2, s * 3])
print(L.eigvalsh(st), L.eigvals(st).shape)
w, v = L.eigh(st)
print(w.shape, v.shape, np.allclose(st @ v, v * w[:, None, :]))
for f, x in ((L.eig, np.array([[np.nan, 1.], [1., 0.]])), (L.eigvals, np.ones((2, 3))), (L.eigh, np.ones(2)),
             (L.eigvals, np.array([[np.inf, 1.], [1., 0.]]))):
    try:
        f(x)
    except L.LinAlgError as e:
        print('LinAlgError', e)
try:
    L.eigh(s, UPLO='X')
except ValueError as e:
    print('ValueError', e)

# expect: [2. 1.] [[1. 0.]
# expect:  [0. 1.]] float64 float64
# expect: [0.+1.j 0.-1.j] complex128 complex128 True
# expect: [1.46791111 2.65270364 4.87938524] [0. 0. 0.] True
# expect: [1.46791111 2.65270364 4.87938524]
# expect: [ 3. -1.] float32
# expect: complex128 True
# expect: [1. 3.] True True
# expect: [1. 3.] [1. 3.] [-4.  6.]
# expect: [1. 1.] [1. 3.]
# expect: [0.38196601 2.61803399] complex128 True
# expect: [[1. 3.]
# expect:  [2. 6.]
# expect:  [3. 9.]] (3, 2)
# expect: (3, 2) (3, 2, 2) True
# expect: LinAlgError Array must not contain infs or NaNs
# expect: LinAlgError Last 2 dimensions of the array must be square
# expect: LinAlgError 1-dimensional array given. Array must be at least two-dimensional
# expect: LinAlgError Array must not contain infs or NaNs
# expect: ValueError UPLO argument must be 'L' or 'U'
