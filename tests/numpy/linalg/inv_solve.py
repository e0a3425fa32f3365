# np.linalg.inv and solve: dtypes, stacks, broadcasting, vector and matrix
# right-hand sides, and NumPy's errors (LinAlgError, gufunc core mismatches).
import numpy as np
L = np.linalg


def show(f, *args):
    try:
        r = f(*args)
        print(repr(r))
    except Exception as e:
        print(type(e).__name__, e)


a = np.array([[4, 7], [2, 6]])
show(L.inv, a)
show(L.inv, a.astype(np.float32))
show(lambda x: np.round(L.inv(x).real, 8) + 0.0 + 1j * np.round(L.inv(x).imag, 8), np.array([[1 + 2j, 2], [3, 4 - 1j]]))
show(L.inv, np.arange(8.).reshape(2, 2, 2) + np.eye(2) * 3)
show(L.inv, np.arange(9.).reshape(3, 3)[:, ::-1].T @ np.eye(3) + np.eye(3) * 5)
print(np.allclose(L.inv(a) @ a, np.eye(2)))
show(L.inv, np.ones(3))
show(L.inv, np.ones((2, 3)))
show(L.inv, np.ones((2, 2)))
show(L.inv, np.zeros((0, 0)))
show(L.inv, np.array([[True, False], [False, True]]))
print(issubclass(L.LinAlgError, Exception), L.LinAlgError.__name__)

b = np.array([1, 2])
show(L.solve, a, b)
show(L.solve, a, np.array([[1, 0], [0, 1]]))
show(L.solve, a.astype(np.float32), b.astype(np.float32))
show(L.solve, a.astype(np.float32), b)
show(L.solve, np.arange(8.).reshape(2, 2, 2) + np.eye(2) * 3, np.array([[1., 2.], [3., 4.]]))
show(L.solve, np.arange(8.).reshape(2, 2, 2) + np.eye(2) * 3, np.ones((3, 1, 2, 1)))
show(L.solve, a, np.array([1, 2, 3]))
show(L.solve, a, np.ones((3, 2)))
show(L.solve, np.ones((3, 2, 2)), np.ones(2))
show(L.solve, np.ones((4, 2, 2)) + np.eye(2), np.ones((3, 2, 1)))
show(L.solve, np.ones((2, 2)), np.ones(2))
show(L.solve, np.ones((2, 3)), np.ones(2))
x = L.solve(np.array([[3., 1.], [1., 2.]]), np.array([9., 8.]))
print(x, np.allclose(np.array([[3., 1.], [1., 2.]]) @ x, [9., 8.]))

# expect: array([[ 0.6, -0.7],
# expect:        [-0.2,  0.4]])
# expect: array([[ 0.6, -0.7],
# expect:        [-0.2,  0.4]], dtype=float32)
# expect: array([[-0.14285714-0.57142857j,  0.        +0.28571429j],
# expect:        [ 0.        +0.42857143j,  0.28571429-0.14285714j]])
# expect: array([[[ 0.375 , -0.0625],
# expect:         [-0.125 ,  0.1875]],
# expect:
# expect:        [[ 0.25  , -0.125 ],
# expect:         [-0.15  ,  0.175 ]]])
# expect: array([[ 0.15145631, -0.06019417, -0.07184466],
# expect:        [-0.02135922,  0.14951456, -0.07961165],
# expect:        [ 0.00582524, -0.0407767 ,  0.11262136]])
# expect: True
# expect: LinAlgError 1-dimensional array given. Array must be at least two-dimensional
# expect: LinAlgError Last 2 dimensions of the array must be square
# expect: LinAlgError Singular matrix
# expect: array([], shape=(0, 0), dtype=float64)
# expect: array([[1., 0.],
# expect:        [0., 1.]])
# expect: True LinAlgError
# expect: array([-0.8,  0.6])
# expect: array([[ 0.6, -0.7],
# expect:        [-0.2,  0.4]])
# expect: array([-0.8,  0.6], dtype=float32)
# expect: array([-0.8,  0.6])
# expect: array([[0.25, 0.25],
# expect:        [0.25, 0.25]])
# expect: array([[[[0.3125],
# expect:          [0.0625]],
# expect:
# expect:         [[0.125 ],
# expect:          [0.025 ]]],
# expect:
# expect:
# expect:        [[[0.3125],
# expect:          [0.0625]],
# expect:
# expect:         [[0.125 ],
# expect:          [0.025 ]]],
# expect:
# expect:
# expect:        [[[0.3125],
# expect:          [0.0625]],
# expect:
# expect:         [[0.125 ],
# expect:          [0.025 ]]]])
# expect: ValueError solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m)->(m) (size 3 is different from 2)
# expect: ValueError solve: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m,n)->(m,n) (size 3 is different from 2)
# expect: ValueError solve: Input operand 1 does not have enough dimensions (has 1, gufunc core with signature (m,m),(m,n)->(m,n) requires 2)
# expect: ValueError operands could not be broadcast together with remapped shapes [original->remapped]: (4,2,2)->(4,newaxis,newaxis) (3,2,1)->(3,newaxis,newaxis)  and requested shape (2,1)
# expect: LinAlgError Singular matrix
# expect: LinAlgError Last 2 dimensions of the array must be square
# expect: [2. 3.] True
