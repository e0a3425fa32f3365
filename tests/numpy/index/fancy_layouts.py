# Advanced indexing over strided, reversed and broadcast layouts: results,
# their layout (NumPy puts index dims first in memory), and assignment.
import numpy as np

a = np.arange(60).reshape(3, 4, 5)
print(a[:, [1, 3]].shape, a[:, [1, 3]].strides, a[:, [1, 3]].base.shape, a[:, [1, 3]].flags.c_contiguous)
print(a[:, :, [0, -1]].tolist())
print(a[[0, 2], :, [1, 2]].tolist(), a[[0, 2], :, [1, 2]].strides)
print(a[[[0], [2]], [1, 3]].tolist())
print(a[::-1, 1:, ::2][[0, 1], [2, 0]].tolist())
r = a.T[[1, 0]]
print(r.shape, r.sum(), r.strides)
print(a[1][a[1] % 3 == 0].tolist())
print(a[::2, ::-1][a[::2, ::-1] > 40].tolist())
print(a[a[:, 0, 0] > 10].shape, a[:, a[0, :, 0] > 6].shape)
m = np.zeros((3, 4), bool)
m[1, 2] = m[2, 0] = True
print(a[m].tolist(), a.transpose(1, 0, 2)[m.T].tolist())
print(a[[True, False, True], 1:3, [0, 4]].tolist())
f = np.linspace(0, 1, 7)
print(f[f > 0.4], f[[6, 0, -2]], f[np.array([[1, 2], [3, 4]], dtype=np.int32)])
c = (np.arange(6) + 1j).reshape(2, 3)
print(c[c.real > 1], c[:, [2, 0]])
i8 = np.arange(10, dtype=np.int8)
print(i8[i8 % 2 == 0], i8[[9, 1]], i8[[]])

b = np.zeros((3, 4))
b[:, [0, 2]] = [[1, 2], [3, 4], [5, 6]]
b[[1, 2], [3, 3]] = 7
b[b == 0] = -1
b[[0]] = np.arange(4)
print(b.tolist())
b[b > 2] = b[b > 2] * 10
b[[2, 2, 2], [0, 1, 0]] = [1, 2, 3]
print(b.tolist())
v = np.arange(10.0)
v[v > 4] = v[::-1][v > 4]
v[[0, 1]] = v[[1, 0]]
v[::-2][[1, 2]] = 100
print(v)
w = np.arange(12).reshape(3, 4)
w[[0, 2]] = w[[2, 0]]
w[:, [1, 2]] = w[:, [2, 1]]
w[w % 2 == 1] = 0
print(w.tolist())
w[w > 5] = np.array([[9]])[0]
print(w.tolist())
s = np.zeros(5, np.float32)
s[[1, 3]] = 2.75
s[s == 0] = [1, 2, 3]
print(s)

for bad in ([0, 5], [-6], [[0, 1], [2, 9]]):
    try:
        print(np.arange(5)[bad])
    except IndexError as e:
        print("IndexError:", e)
try:
    np.arange(6).reshape(2, 3)[[0, 1], [0, 1, 2]]
except IndexError as e:
    print("IndexError:", e)
try:
    np.arange(6)[np.arange(6) > 2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    x = np.zeros((2, 3))
    x[[0, 1]] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    x = np.zeros(5)
    x[[0, 1, 7]] = 1
except IndexError as e:
    print("IndexError:", e, x)
try:
    np.zeros((2, 3))[np.ones(3, bool)]
except IndexError as e:
    print("IndexError:", e)
try:
    np.zeros(3)[[1.0]]
except IndexError as e:
    print("IndexError:", e)
# expect: (3, 2, 5) (40, 120, 8) (2, 3, 5) False
# expect: [[[0, 4], [5, 9], [10, 14], [15, 19]], [[20, 24], [25, 29], [30, 34], [35, 39]], [[40, 44], [45, 49], [50, 54], [55, 59]]]
# expect: [[1, 6, 11, 16], [42, 47, 52, 57]] (32, 8)
# expect: [[[5, 6, 7, 8, 9], [15, 16, 17, 18, 19]], [[45, 46, 47, 48, 49], [55, 56, 57, 58, 59]]]
# expect: [[55, 57, 59], [25, 27, 29]]
# expect: (2, 4, 3) 672 (96, 8, 32)
# expect: [21, 24, 27, 30, 33, 36, 39]
# expect: [55, 56, 57, 58, 59, 50, 51, 52, 53, 54, 45, 46, 47, 48, 49, 41, 42, 43, 44]
# expect: (2, 4, 5) (3, 2, 5)
# expect: [[30, 31, 32, 33, 34], [40, 41, 42, 43, 44]] [[40, 41, 42, 43, 44], [30, 31, 32, 33, 34]]
# expect: [[5, 10], [49, 54]]
# expect: [0.5        0.66666667 0.83333333 1.        ] [1.         0.         0.83333333] [[0.16666667 0.33333333]
# expect:  [0.5        0.66666667]]
# expect: [2.+1.j 3.+1.j 4.+1.j 5.+1.j] [[2.+1.j 0.+1.j]
# expect:  [5.+1.j 3.+1.j]]
# expect: [0 2 4 6 8] [9 1] []
# expect: [[0.0, 1.0, 2.0, 3.0], [3.0, -1.0, 4.0, 7.0], [5.0, -1.0, 6.0, 7.0]]
# expect: [[0.0, 1.0, 2.0, 30.0], [30.0, -1.0, 40.0, 70.0], [3.0, 2.0, 60.0, 70.0]]
# expect: [  1.   0.   2.   3.   4. 100.   3. 100.   1.   0.]
# expect: [[8, 10, 0, 0], [4, 6, 0, 0], [0, 2, 0, 0]]
# expect: [[9, 9, 0, 0], [4, 9, 0, 0], [0, 2, 0, 0]]
# expect: [1.   2.75 2.   2.75 3.  ]
# expect: IndexError: index 5 is out of bounds for axis 0 with size 5
# expect: IndexError: index -6 is out of bounds for axis 0 with size 5
# expect: IndexError: index 9 is out of bounds for axis 0 with size 5
# expect: IndexError: shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) 
# expect: ValueError: NumPy boolean array indexing assignment cannot assign 2 input values to the 3 output values where the mask is true
# expect: ValueError: shape mismatch: value array of shape (2,) could not be broadcast to indexing result of shape (2,3)
# expect: IndexError: index 7 is out of bounds for axis 0 with size 5 [0. 0. 0. 0. 0.]
# expect: IndexError: boolean index did not match indexed array along dimension 0; dimension is 2 but corresponding boolean dimension is 3
# expect: IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices
