# broadcast_to (a read-only view), broadcast_arrays, atleast_1d/2d/3d.
import numpy as np

a = np.arange(3)
b = np.broadcast_to(a, (2, 3))
print(b.tolist(), b.strides, b.shape, b.base is a, np.broadcast_to(5, 3), np.broadcast_to(a, [1, 1, 3]).shape)
try:
    b[0, 0] = 9
except ValueError as e:
    print(e)
print(np.broadcast_to(np.ones((2, 1)), (0, 2, 4)).shape)
x, y = np.broadcast_arrays(np.arange(3).reshape(3, 1), np.arange(4))
print(x.tolist(), y.tolist(), x.strides, y.strides)
r = np.broadcast_arrays(a, a)
print(type(r).__name__, r[0] is a, np.broadcast_arrays(), len(np.broadcast_arrays(1, [2, 3], [[4], [5]])))
for f in (np.atleast_1d, np.atleast_2d, np.atleast_3d):
    print([t.shape for t in (f(1.5), f([1, 2]), f(np.zeros((2, 3))), f(np.zeros((1, 2, 3, 4))))])
    print(f(7), type(f(1, [2])).__name__, f())
v = np.arange(4.0)
w = np.atleast_2d(v)
w[0, 1] = 40
print(v, np.atleast_3d(v).strides, np.atleast_3d(np.zeros((2, 3))).shape)
tests = [
    lambda: np.broadcast_to(np.zeros((2, 3)), (3, 3)), lambda: np.broadcast_to(np.zeros((2, 3)), (2,)),
    lambda: np.broadcast_to(np.zeros((2, 3)), (-1, 3)), lambda: np.broadcast_arrays(np.zeros((2, 3)), np.zeros(4)),
    lambda: np.broadcast_arrays(np.zeros(2), np.zeros(2), np.zeros((3, 1)), np.zeros(5)),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError) as e:
        print(e)
# expect: [[0, 1, 2], [0, 1, 2]] (0, 8) (2, 3) True [5 5 5] (1, 1, 3)
# expect: assignment destination is read-only
# expect: (0, 2, 4)
# expect: [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]] [[0, 1, 2, 3], [0, 1, 2, 3], [0, 1, 2, 3]] (8, 0) (0, 8)
# expect: list True [] 3
# expect: [(1,), (2,), (2, 3), (1, 2, 3, 4)]
# expect: [7] list []
# expect: [(1, 1), (1, 2), (2, 3), (1, 2, 3, 4)]
# expect: [[7]] list []
# expect: [(1, 1, 1), (1, 2, 1), (2, 3, 1), (1, 2, 3, 4)]
# expect: [[[7]]] list []
# expect: [ 0. 40.  2.  3.] (0, 8, 0) (2, 3, 1)
# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (2,3)  and requested shape (3,3)
# expect: input operand has more dimensions than allowed by the axis remapping
# expect: all elements of broadcast shape must be non-negative
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2, 3) and arg 1 with shape (4,).
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 3 with shape (5,).
