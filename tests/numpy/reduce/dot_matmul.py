# dot, matmul and @ for vectors and matrices; outer.
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.arange(6).reshape(3, 2)
v = np.array([1, 2, 3])
print(np.dot(v, v), a @ b, a @ v, np.matmul(a, b), a.dot(b))
print(np.dot([1.5, 2.0], [2.0, 4.0]), np.outer([1, 2], [3, 4, 5]))
try:
    a @ a
except ValueError as e:
    print(e)
try:
    np.dot(a, a)
except ValueError as e:
    print(e)

# expect: 14 [[10 13]
# expect:  [28 40]] [ 8 26] [[10 13]
# expect:  [28 40]] [[10 13]
# expect:  [28 40]]
# expect: 11.0 [[ 3  4  5]
# expect:  [ 6  8 10]]
# expect: matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 2 is different from 3)
# expect: shapes (2,3) and (2,3) not aligned: 3 (dim 1) != 2 (dim 0)
