# np.linalg.pinv, matrix_rank, matrix_power, cond, multi_dot.
import numpy as np
L = np.linalg

a = np.array([[1., 2.], [3., 4.], [5., 6.]])
p = L.pinv(a)
print(p.shape, np.allclose(a @ p @ a, a), np.allclose(p, L.inv(a.T @ a) @ a.T))
print(np.allclose(L.pinv(np.array([[1., 2.], [2., 4.]])), np.array([[1., 2.], [2., 4.]]) / 25))
print(L.pinv(np.zeros((2, 0))).shape, L.pinv(np.arange(12.).reshape(2, 3, 2)).shape)
print(np.allclose(L.pinv(np.array([[1 + 1j, 2], [0, 1j]])) @ np.array([[1 + 1j, 2], [0, 1j]]), np.eye(2)))

print(L.matrix_rank(np.eye(4)), L.matrix_rank(np.ones((3, 3))), L.matrix_rank(np.zeros((2, 2))))
print(L.matrix_rank(np.array([1, 0])), L.matrix_rank(np.zeros(3)), L.matrix_rank(np.arange(12.).reshape(3, 4)))
print(L.matrix_rank(np.stack([np.eye(3), np.ones((3, 3))])), L.matrix_rank(np.eye(3), tol=2.0))
print(L.matrix_rank(np.array([[1., 0.], [0., 1e-20]])), L.matrix_rank(np.eye(2, dtype=np.float32)))

m = np.array([[1, 1], [1, 0]])
print(L.matrix_power(m, 0), L.matrix_power(m, 1), L.matrix_power(m, 10), L.matrix_power(m, 5).dtype)
print(L.matrix_power(np.array([[2., 0.], [0., 4.]]), -2), L.matrix_power(m, 3))
print(L.matrix_power(np.stack([m, 2 * m]), 2))
for n in (1.5, '2'):
    try:
        L.matrix_power(m, n)
    except TypeError as e:
        print('TypeError', e)
try:
    L.matrix_power(np.ones((2, 3)), 2)
except L.LinAlgError as e:
    print('LinAlgError', e)

c = np.array([[1., 2.], [3., 4.]])
print(round(L.cond(c), 8), round(L.cond(c, 1), 8), round(L.cond(c, np.inf), 8), round(L.cond(c, 'fro'), 8))
print(round(L.cond(c, -2), 8), round(L.cond(c, -1), 8), L.cond(np.ones((2, 2)), 1))
print(np.round(L.cond(np.stack([c, np.eye(2)])), 8))
try:
    L.cond(np.zeros((0, 0)))
except L.LinAlgError as e:
    print('LinAlgError', e)

A, B, C, D = np.ones((10, 100)), np.ones((100, 5)), np.ones((5, 50)), np.ones((50, 2))
print(L.multi_dot([A, B, C, D]).shape, L.multi_dot([A, B, C, D])[0, 0], L.multi_dot([A, B, C])[0, :3])
print(L.multi_dot([np.ones(3), np.ones((3, 4)), np.ones(4)]), L.multi_dot([np.arange(3), np.arange(6).reshape(3, 2)]))
print(L.multi_dot([np.ones(3), np.ones((3, 4)), np.ones((4, 2))]))
try:
    L.multi_dot([np.ones(3)])
except ValueError as e:
    print('ValueError', e)

# expect: (2, 3) True True
# expect: True
# expect: (0, 2) (2, 2, 3)
# expect: True
# expect: 4 1 0
# expect: 1 0 2
# expect: [3 1] 0
# expect: 1 2
# expect: [[1 0]
# expect:  [0 1]] [[1 1]
# expect:  [1 0]] [[89 55]
# expect:  [55 34]] int64
# expect: [[0.25   0.    ]
# expect:  [0.     0.0625]] [[3 2]
# expect:  [2 1]]
# expect: [[[2 1]
# expect:   [1 1]]
# expect:
# expect:  [[8 4]
# expect:   [4 4]]]
# expect: TypeError exponent must be an integer
# expect: TypeError exponent must be an integer
# expect: LinAlgError Last 2 dimensions of the array must be square
# expect: 14.93303437 21.0 21.0 15.0
# expect: 0.06696563 6.0 inf
# expect: [14.93303437  1.        ]
# expect: LinAlgError cond is not defined on empty arrays
# expect: (10, 2) 25000.0 [500. 500. 500.]
# expect: 12.0 [10 13]
# expect: [12. 12.]
# expect: ValueError Expecting at least two arrays.
