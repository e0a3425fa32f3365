# Several core dimensions: '(m,n),(n)->(m)' is a matrix-vector product;
# leading loop dimensions broadcast between the operands.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:,:], float64[:], float64[:])'], '(m,n),(n)->(m)')
def matvec(A, x, y):
    for i in range(A.shape[0]):
        acc = 0.0
        for j in range(A.shape[1]):
            acc += A[i, j] * x[j]
        y[i] = acc


A = np.arange(6.0).reshape(2, 3)
print(matvec(A, np.ones(3)))
print(matvec(A, np.array([1.0, -1.0, 2.0])))
print(matvec(np.arange(12.0).reshape(2, 2, 3), np.ones(3)))
print(matvec(A, np.arange(9.0).reshape(3, 3)))
print(matvec(np.arange(12.0).reshape(2, 1, 2, 3), np.arange(9.0).reshape(3, 3)).shape)
print(matvec(A.T.copy(), np.ones(2)))
print(matvec(A[:, ::2], np.ones(2)))
print(matvec.signature)

# expect: [ 3. 12.]
# expect: [3. 9.]
# expect: [[ 3. 12.]
# expect:  [21. 30.]]
# expect: [[ 5. 14.]
# expect:  [14. 50.]
# expect:  [23. 86.]]
# expect: (2, 3, 2)
# expect: [3. 5. 7.]
# expect: [2. 8.]
# expect: (m,n),(n)->(m)
