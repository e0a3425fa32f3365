# Core dimensions are checked as NumPy checks them: too few dimensions, a
# size that disagrees between operands, loop dimensions that do not
# broadcast, an output of the wrong shape or dtype.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->()')
def dot(x, y, r):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] * y[i]
    r[0] = acc


@guvectorize(['void(float64[:,:], float64[:], float64[:])'], '(m,n),(n)->(m)')
def matvec(A, x, y):
    for i in range(A.shape[0]):
        acc = 0.0
        for j in range(A.shape[1]):
            acc += A[i, j] * x[j]
        y[i] = acc


def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


attempt(lambda: dot(np.ones(3), np.ones(3)))
attempt(lambda: dot(np.ones(3), np.ones(4)))
attempt(lambda: dot(3.0, np.ones(3)))
attempt(lambda: matvec(np.ones(3), np.ones(3)))
attempt(lambda: matvec(np.ones((2, 3)), np.ones(4)))
attempt(lambda: matvec(np.ones((2, 3)), np.ones(3), out=np.zeros(3)))
attempt(lambda: dot(np.ones((2, 3)), np.ones((3, 3))).shape)
attempt(lambda: dot(np.ones(3), np.ones(3), out=[1.0]))
attempt(lambda: dot(np.ones(3)))
attempt(lambda: dot(np.ones(3), np.ones(3), np.zeros(()), np.zeros(())))
attempt(lambda: dot(np.ones(3), np.ones(3), out=np.zeros(2)))

# expect: 3.0
# expect: ValueError dot: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (n),(n)->() (size 4 is different from 3)
# expect: ValueError dot: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n),(n)->() requires 1)
# expect: ValueError matvec: Input operand 0 does not have enough dimensions (has 1, gufunc core with signature (m,n),(n)->(m) requires 2)
# expect: ValueError matvec: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,n),(n)->(m) (size 4 is different from 3)
# expect: ValueError matvec: Output operand 0 has a mismatch in its core dimension 0, with gufunc signature (m,n),(n)->(m) (size 3 is different from 2)
# expect: ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)->(2,) (3,3)->(3,)  and requested shape ()
# expect: TypeError return arrays must be of ArrayType
# expect: TypeError dot() takes from 2 to 3 positional arguments but 1 were given
# expect: TypeError dot() takes from 2 to 3 positional arguments but 4 were given
# expect: [3. 3.]
