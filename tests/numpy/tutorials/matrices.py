# Matrix operations: products, transpose, inverse, solve, det, eigenvalues.
import numpy as np

A = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
b = np.array([11.0, -16.0, 17.0])
print(A)
print(A.T @ A)
print(A.dot(b))
print(np.matmul(A, np.eye(3)))

x = np.linalg.solve(A, b)
print("x =", np.round(x, 10))
print(np.allclose(A @ x, b))

inv = np.linalg.inv(A)
print(np.round(inv, 6))
print(np.round(inv @ A, 10) + 0.0)

d = np.linalg.det(A)
print("det:", round(d, 8))
w, v = np.linalg.eigh(A)
print("eigenvalues:", np.round(w, 6))
print(np.allclose(A @ v, v * w))
print(np.round(np.linalg.norm(A), 6), np.linalg.norm(b, 1), np.linalg.norm(b, np.inf))
print(np.trace(A), np.linalg.matrix_rank(A))

I = np.identity(3, dtype=int)
print(I)
print(repr(I * 5 + 1))
M = np.arange(1, 7).reshape(2, 3)
print(M @ M.T)
print(np.outer([1, 2], [3, 4, 5]))
print(np.linalg.matrix_power(np.array([[1, 1], [1, 0]]), 10))

S = np.array([[1.0, 2.0], [2.0, 4.0]])
try:
    np.linalg.inv(S)
except np.linalg.LinAlgError as e:
    print("LinAlgError:", e)
try:
    A @ np.ones(2)
except ValueError as e:
    print("ValueError:", e)
print(np.cross([1, 0, 0], [0, 1, 0]))
print(np.kron(np.eye(2, dtype=int), [[1, 2], [3, 4]]))

# expect: [[ 4. -2.  1.]
# expect:  [-2.  4. -2.]
# expect:  [ 1. -2.  4.]]
# expect: [[ 21. -18.  12.]
# expect:  [-18.  24. -18.]
# expect:  [ 12. -18.  21.]]
# expect: [  93. -120.  111.]
# expect: [[ 4. -2.  1.]
# expect:  [-2.  4. -2.]
# expect:  [ 1. -2.  4.]]
# expect: x = [ 1. -2.  3.]
# expect: True
# expect: [[0.333333 0.166667 0.      ]
# expect:  [0.166667 0.416667 0.166667]
# expect:  [0.       0.166667 0.333333]]
# expect: [[1. 0. 0.]
# expect:  [0. 1. 0.]
# expect:  [0. 0. 1.]]
# expect: det: 36.0
# expect: eigenvalues: [1.627719 3.       7.372281]
# expect: True
# expect: 8.124038 44.0 17.0
# expect: 12.0 3
# expect: [[1 0 0]
# expect:  [0 1 0]
# expect:  [0 0 1]]
# expect: array([[6, 1, 1],
# expect:        [1, 6, 1],
# expect:        [1, 1, 6]])
# expect: [[14 32]
# expect:  [32 77]]
# expect: [[ 3  4  5]
# expect:  [ 6  8 10]]
# expect: [[89 55]
# expect:  [55 34]]
# expect: LinAlgError: Singular matrix
# expect: ValueError: matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
# expect: [0 0 1]
# expect: [[1 2 0 0]
# expect:  [3 4 0 0]
# expect:  [0 0 1 2]
# expect:  [0 0 3 4]]
