# np.einsum: matrix products, traces and diagonals, transposes, inner and
# outer products, batched products, '...', implicit output, broadcasting
# of size-1 dimensions, dtype=, out=, and NumPy's errors.
import numpy as np

A = np.arange(6).reshape(2, 3)
B = np.arange(12).reshape(3, 4)
S = np.arange(9).reshape(3, 3)
v = np.array([1, 2, 3])
print(np.einsum('ij,jk->ik', A, B), np.einsum('ij,jk', A, B), np.einsum('ii', S), np.einsum('ii->i', S))
print(np.einsum('ij->ji', A), np.einsum('ij', A), np.einsum('ba', A), np.einsum('i,i', v, v), np.einsum('i,i->', v, v))
print(np.einsum('ij,j->i', A, v), np.einsum('ij->', A), np.einsum('ij->j', A), np.einsum('i,j->ij', v, [1, 10]))
X = np.arange(12.0).reshape(2, 2, 3)
Y = np.arange(12.0).reshape(2, 3, 2)
print(np.einsum('bij,bjk->bik', X, Y), np.einsum('...ij,...jk->...ik', X, Y))
print(np.einsum('...j,j', X, v), np.einsum('i...->...', X), np.einsum('ij->j...', A), np.einsum('...,...', 2, 3))
print(np.einsum('ij,ij->ij', np.ones((1, 3)), A), np.einsum('Ba,ab', A, A.T), np.einsum('i j -> j i', A).shape)
print(np.einsum('iij->ij', np.arange(18).reshape(3, 3, 2)), np.einsum('ij,ij->i', A, A), np.einsum('i', v))
print(np.einsum('ij,jk', A, B.astype(float)).dtype, np.einsum('i,i', [1.5, 2.0], [2, 4]), np.einsum('i,i', v, v, dtype=np.float64))
print(np.einsum('i,i', [True, False], [True, True]), np.einsum('i,i', [1j, 2], [1j, 1]), np.einsum('i->', np.arange(0)))
o = np.zeros((2, 4))
print(np.einsum('ij,jk->ik', A, B, out=o) is o, o)

for bad in ["np.einsum('ij,ij->ij', np.ones((2, 3)), np.ones((4, 3)))", "np.einsum('ij', np.ones(3))",
            "np.einsum('i', A)", "np.einsum('ij,jk', A)", "np.einsum('ij', A, A)", "np.einsum('ij->k', A)",
            "np.einsum('ij->ii', A)", "np.einsum('i1', A)", "np.einsum('ii', np.ones((2, 3)))", "np.einsum('..i', A)"]:
    try:
        eval(bad)
    except ValueError as e:
        print(e)

# expect: [[20 23 26 29]
# expect:  [56 68 80 92]] [[20 23 26 29]
# expect:  [56 68 80 92]] 12 [0 4 8]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]] [[0 1 2]
# expect:  [3 4 5]] [[0 3]
# expect:  [1 4]
# expect:  [2 5]] 14 14
# expect: [ 8 26] 15 [3 5 7] [[ 1 10]
# expect:  [ 2 20]
# expect:  [ 3 30]]
# expect: [[[ 10.  13.]
# expect:   [ 28.  40.]]
# expect:
# expect:  [[172. 193.]
# expect:   [244. 274.]]] [[[ 10.  13.]
# expect:   [ 28.  40.]]
# expect:
# expect:  [[172. 193.]
# expect:   [244. 274.]]]
# expect: [[ 8. 26.]
# expect:  [44. 62.]] [[ 6.  8. 10.]
# expect:  [12. 14. 16.]] [3 5 7] 6
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]] [[ 5 14]
# expect:  [14 50]] (3, 2)
# expect: [[ 0  1]
# expect:  [ 8  9]
# expect:  [16 17]] [ 5 50] [1 2 3]
# expect: float64 11.0 14.0
# expect: True (1+0j) 0
# expect: True [[20. 23. 26. 29.]
# expect:  [56. 68. 80. 92.]]
# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,3) (4,3)->(4,3) 
# expect: einstein sum subscripts string contains too many subscripts for operand 0
# expect: operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.
# expect: more operands provided to einstein sum function than specified in the subscripts string
# expect: fewer operands provided to einstein sum function than specified in the subscripts string
# expect: einstein sum subscripts string included output subscript 'k' which never appeared in an input
# expect: einstein sum subscripts string includes output subscript 'i' multiple times
# expect: invalid subscript '1' in einstein sum subscripts string, subscripts must be letters
# expect: dimensions in operand 0 for collapsing index 'i' don't match (2 != 3)
# expect: einstein sum subscripts string contains a '.' that is not part of an ellipsis ('...') in operand 0
