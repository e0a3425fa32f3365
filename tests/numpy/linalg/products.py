# Products through BLAS (float32/float64/complex128) and exact integer loops:
# dot, @, a.dot, outer, inner, tensordot, vdot, kron, trace, with strided,
# transposed and reversed operands, stacks, empty and mixed dtypes.
import numpy as np

a = np.arange(12.).reshape(3, 4)
b = np.arange(20.).reshape(4, 5)
print(a @ b, np.dot(a, b) is not None, a.dot(b)[1], np.matmul(a, b)[2])
print(a[:, ::2] @ b[::2], a[::-1] @ b[:, ::-1], a.T.T @ b.T.T[:, 1])
print(a @ a.T, a.T @ a)
print(a[1] @ b, a @ b[:, 2], a[1] @ b[:, 2], np.dot(a[1, ::-1], b[::-1, 0]))
print(np.arange(24.).reshape(2, 3, 4) @ b, (np.arange(24.).reshape(2, 3, 4) @ np.ones((2, 1, 4, 2))).shape)
print(np.dot(np.arange(24.).reshape(2, 3, 4), np.arange(40.).reshape(2, 4, 5)).sum(), np.dot(a, np.arange(4.)))
f = np.arange(6, dtype=np.float32).reshape(2, 3)
print(f @ f.T, (f @ f.T).dtype, (f @ np.ones((3, 2))).dtype, np.dot(f[0], f[1]))
z = np.arange(6.).reshape(2, 3) * (1 + 2j)
print(z @ z.T, z[0] @ z[1], np.dot(z, np.ones(3)))
print(np.ones((0, 3)) @ np.ones((3, 2)), np.ones((2, 0)) @ np.ones((0, 2)), np.dot(np.ones(0), np.ones(0)))
i = np.arange(6).reshape(2, 3)
print(i @ i.T, np.dot(i, i.T.astype(np.int8)).dtype, (i @ np.ones((3, 1))).dtype)
print(np.outer(np.arange(3.), np.arange(4.)), np.outer([1, 2], [3j, 1]))

print(np.inner(np.arange(3), np.arange(3)), np.inner(a, a), np.inner(np.arange(4.), a), np.inner(2, a[0]))
print(np.tensordot(a, b, 1), np.tensordot(a, a, axes=([0, 1], [0, 1])), np.tensordot(a, b, axes=([1], [0])).shape)
t = np.arange(60.).reshape(3, 4, 5)
print(np.tensordot(t, np.arange(24.).reshape(4, 3, 2), axes=([1, 0], [0, 1])), np.tensordot(t, t, axes=0).shape)
print(np.tensordot(a, b.T, axes=(1, 1)).shape, np.tensordot(np.arange(4), np.arange(4), 1))
print(np.vdot([1 + 2j, 3j], [2, 1 - 1j]), np.vdot(a, a), np.vdot(np.arange(4), np.arange(4)))
print(np.kron(np.eye(2), np.array([[1, 2], [3, 4]])), np.kron([1, 10, 100], [5, 6, 7]), np.kron(np.ones((2, 1)), [1, 2]))
print(np.kron(3, [1, 2]), np.kron(np.arange(4).reshape(2, 2), np.ones((1, 2, 1))).shape)
print(np.trace(a), a.trace(), np.trace(a, 1), np.trace(a, -1), np.trace(a, 5), np.trace(t), np.trace(t, axis1=1, axis2=2))
print(np.trace(np.arange(9).reshape(3, 3), dtype=np.float32), np.trace(np.eye(3, dtype=np.int8)))
for f, x, y in ((np.inner, a, b), (np.tensordot, a, a), (np.vdot, np.ones(2), np.ones(3))):
    try:
        f(x, y)
    except ValueError as e:
        print('ValueError', e)
try:
    np.trace(np.ones(3))
except ValueError as e:
    print('ValueError', e)

# expect: [[ 70.  76.  82.  88.  94.]
# expect:  [190. 212. 234. 256. 278.]
# expect:  [310. 348. 386. 424. 462.]] True [190. 212. 234. 256. 278.] [310. 348. 386. 424. 462.]
# expect: [[ 20.  22.  24.  26.  28.]
# expect:  [ 60.  70.  80.  90. 100.]
# expect:  [100. 118. 136. 154. 172.]] [[462. 424. 386. 348. 310.]
# expect:  [278. 256. 234. 212. 190.]
# expect:  [ 94.  88.  82.  76.  70.]] [ 76. 212. 348.]
# expect: [[ 14.  38.  62.]
# expect:  [ 38. 126. 214.]
# expect:  [ 62. 214. 366.]] [[ 80.  92. 104. 116.]
# expect:  [ 92. 107. 122. 137.]
# expect:  [104. 122. 140. 158.]
# expect:  [116. 137. 158. 179.]]
# expect: [190. 212. 234. 256. 278.] [ 82. 234. 386.] 234.0 190.0
# expect: [[[  70.   76.   82.   88.   94.]
# expect:   [ 190.  212.  234.  256.  278.]
# expect:   [ 310.  348.  386.  424.  462.]]
# expect:
# expect:  [[ 430.  484.  538.  592.  646.]
# expect:   [ 550.  620.  690.  760.  830.]
# expect:   [ 670.  756.  842.  928. 1014.]]] (2, 2, 3, 2)
# expect: 55320.0 [14. 38. 62.]
# expect: [[ 5. 14.]
# expect:  [14. 50.]] float32 float64 14.0
# expect: [[ -15. +20.j  -42. +56.j]
# expect:  [ -42. +56.j -150.+200.j]] (-42+56j) [ 3. +6.j 12.+24.j]
# expect: [] [[0. 0.]
# expect:  [0. 0.]] 0.0
# expect: [[ 5 14]
# expect:  [14 50]] int64 float64
# expect: [[0. 0. 0. 0.]
# expect:  [0. 1. 2. 3.]
# expect:  [0. 2. 4. 6.]] [[0.+3.j 1.+0.j]
# expect:  [0.+6.j 2.+0.j]]
# expect: 5 [[ 14.  38.  62.]
# expect:  [ 38. 126. 214.]
# expect:  [ 62. 214. 366.]] [14. 38. 62.] [0. 2. 4. 6.]
# expect: [[ 70.  76.  82.  88.  94.]
# expect:  [190. 212. 234. 256. 278.]
# expect:  [310. 348. 386. 424. 462.]] 506.0 (3, 5)
# expect: [[4400. 4730.]
# expect:  [4532. 4874.]
# expect:  [4664. 5018.]
# expect:  [4796. 5162.]
# expect:  [4928. 5306.]] (3, 4, 5, 3, 4, 5)
# expect: (3, 5) 14
# expect: (-1-7j) 506.0 14
# expect: [[1. 2. 0. 0.]
# expect:  [3. 4. 0. 0.]
# expect:  [0. 0. 1. 2.]
# expect:  [0. 0. 3. 4.]] [  5   6   7  50  60  70 500 600 700] [[1. 2.]
# expect:  [1. 2.]]
# expect: [3 6] (1, 4, 2)
# expect: 15.0 15.0 18.0 13.0 0.0 [75. 78. 81. 84. 87.] [ 36. 116. 196.]
# expect: 12.0 3
# expect: ValueError shapes (3,4) and (5,4) not aligned: 4 (dim 1) != 5 (dim 0)
# expect: ValueError cannot reshape array of size 3 into shape (2,)
# expect: ValueError diag requires an array of at least two dimensions
