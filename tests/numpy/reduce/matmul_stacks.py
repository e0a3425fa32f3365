# np.matmul / @ above 2-d: stacks of matrices whose leading dimensions
# broadcast; a 1-d operand becomes a row or column that is dropped again;
# NumPy's core-dimension and broadcast errors.
import numpy as np
a = np.arange(24).reshape(2, 3, 4)
b = np.arange(20).reshape(4, 5)
c = np.arange(40).reshape(2, 4, 5)
print((a @ b).shape, np.array_equal(np.dot(a, b), a @ b))
print((a @ c).shape, (a @ c)[1])
print(np.matmul(a, np.arange(4)), np.matmul(np.arange(3), a))
s1 = np.arange(2 * 1 * 2 * 3).reshape(2, 1, 2, 3) * 0.5
s2 = np.arange(3 * 3 * 2).reshape(3, 3, 2) * 0.25
r = s1 @ s2
print(r.shape, r[1, 2], r.dtype)
print(np.matmul(np.ones((5, 1, 2)), np.ones((2, 3))).shape, np.matmul(np.ones((2,)), np.ones((4, 2, 3))).shape)
print((np.arange(12, dtype=np.float32).reshape(2, 2, 3) @ np.ones((3, 2))).dtype)
print(a[:, ::-1, 1:] @ c[::-1, 1:, ::2])
for x, y in [((2, 3, 4), (2, 5, 6)), ((2, 2, 3), (3, 3, 2)), ((4,), (2, 5, 6))]:
    try:
        print(np.matmul(np.ones(x), np.ones(y)).shape)
    except ValueError as e:
        print("ValueError:", e)

# expect: (2, 3, 5) True
# expect: (2, 3, 5) [[1510 1564 1618 1672 1726]
# expect:  [1950 2020 2090 2160 2230]
# expect:  [2390 2476 2562 2648 2734]]
# expect: [[ 14  38  62]
# expect:  [ 86 110 134]] [[20 23 26 29]
# expect:  [56 59 62 65]]
# expect: (2, 3, 2, 2) [[37.25  39.875]
# expect:  [53.    56.75 ]] float64
# expect: (5, 1, 3) (4, 3)
# expect: float64
# expect: [[[ 910  970 1030]
# expect:   [ 550  586  622]
# expect:   [ 190  202  214]]
# expect:
# expect:  [[ 670  802  934]
# expect:   [ 550  658  766]
# expect:   [ 430  514  598]]]
# expect: ValueError: matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 5 is different from 4)
# expect: ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (2,2,3)->(2,newaxis,newaxis) (3,3,2)->(3,newaxis,newaxis)  and requested shape (2,2)
# expect: ValueError: matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size 5 is different from 4)
