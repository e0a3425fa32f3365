# np.linalg.det and slogdet: NumPy's sign * exp(logdet), float32 results,
# complex signs, singular and empty matrices, stacks.
import numpy as np
L = np.linalg

a = np.array([[1, 2], [3, 4]])
print(L.det(a), L.slogdet(a))
print(repr(L.det(a.astype(np.float32))), L.slogdet(a.astype(np.float32)))
print(L.det(np.ones((2, 2))), L.slogdet(np.zeros((3, 3))))
print(L.det(np.array([[1, 2j], [3, 4]])), L.slogdet(np.array([[1, 2j], [3, 4]])))
print(L.det(np.arange(18.).reshape(2, 3, 3) ** 2))
s, l = L.slogdet(np.arange(18.).reshape(2, 3, 3) ** 2)
print(s, l)
print(L.det(np.zeros((0, 0))), L.det(np.eye(4) * 2))
print(L.det(np.array([[2., 1., 0.], [1., 3., 1.], [0., 1., 4.]])[::-1, ::-1]))
print(L.det(np.array([[0., 1.], [1., 0.]])))
for bad in (np.ones(3), np.ones((2, 3))):
    try:
        L.det(bad)
    except L.LinAlgError as e:
        print('LinAlgError', e)

# expect: -2.0000000000000004 (-1.0, 0.6931471805599455)
# expect: -2.0 (-1.0, 0.6931472)
# expect: 0.0 (0.0, -inf)
# expect: (3.9999999999999996-6.000000000000001j) ((0.554700196225229-0.8320502943378437j), 1.9756218592907138)
# expect: [-216. -216.]
# expect: [-1. -1.] [5.37527841 5.37527841]
# expect: 1.0 15.999999999999998
# expect: 17.999999999999996
# expect: -1.0
# expect: LinAlgError 1-dimensional array given. Array must be at least two-dimensional
# expect: LinAlgError Last 2 dimensions of the array must be square
