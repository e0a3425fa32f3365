# np.linalg.norm: vector orders (None, inf, -inf, 0, 1, -1, 2, other p),
# matrix orders (fro, nuc, 1, -1, 2, -2, inf, -inf), axis, keepdims,
# dtypes, and NumPy's errors.
import numpy as np
L = np.linalg

v = np.array([3., -4., 0., 1.])
print(L.norm(v), L.norm([3, 4]), L.norm(v, np.inf), L.norm(v, -np.inf), L.norm(v, 0), L.norm(v, 1))
print(L.norm(v[:2], -1), L.norm(v, 2), L.norm(v, 3), L.norm(v, 0.5))
print(repr(L.norm(v.astype(np.float32))), repr(L.norm(v.astype(np.float32), 3)), L.norm(np.array([1 + 1j, 2])))
m = np.arange(-4, 5).reshape(3, 3).astype(float)
print(L.norm(m), L.norm(m, 'fro'), round(L.norm(m, 'nuc'), 12), L.norm(m, 1), L.norm(m, -1))
print(round(L.norm(m, 2), 12), L.norm(m, -2) < 1e-10, L.norm(m, np.inf), L.norm(m, -np.inf))
print(L.norm(m, axis=0), L.norm(m, axis=1), L.norm(m, 1, axis=1), L.norm(m, np.inf, axis=0))
print(L.norm(m, axis=1, keepdims=True), L.norm(m, keepdims=True), L.norm(m, 'fro', keepdims=True))
t = np.arange(24.).reshape(2, 3, 4)
print(L.norm(t), L.norm(t, axis=(1, 2)), L.norm(t, axis=(2, 0)), L.norm(t, 1, axis=(0, 1)))
print(L.norm(t, np.inf, axis=(1, 2), keepdims=True).shape, np.round(L.norm(t, 'nuc', axis=(1, 2)), 8))
print(L.norm(t, axis=-1), L.norm(np.array([[1, 2], [3, 4]], np.int8)), L.norm(np.zeros(0)))
for args in ((np.ones((2, 2)), 'bad'), (np.ones(3), 'fro'), (np.ones((2, 2, 2)), None, (0, 1, 2)),
             (np.ones((2, 2)), 3), (np.ones((2, 2)), None, (0, 0)), (np.ones((2, 2)), 'nuc', 0)):
    try:
        L.norm(*args)
    except ValueError as e:
        print('ValueError', e)
try:
    L.norm(np.ones(3), axis=[0])
except TypeError as e:
    print('TypeError', e)
try:
    L.norm(np.ones(3), axis=1)
except Exception as e:
    print(e)

# expect: 5.0990195135927845 5.0 4.0 0.0 3.0 8.0
# expect: 1.7142857142857144 5.0990195135927845 4.514357435474001 22.392304845413257
# expect: 5.0990195 4.5143576 2.449489742783178
# expect: 7.745966692414834 7.745966692414834 9.797958971133 7.0 6.0
# expect: 7.34846922835 True 9.0 2.0
# expect: [4.58257569 4.24264069 4.58257569] [5.38516481 1.41421356 5.38516481] [9. 2. 9.] [4. 3. 4.]
# expect: [[5.38516481]
# expect:  [1.41421356]
# expect:  [5.38516481]] [[7.74596669]] [[7.74596669]]
# expect: 65.75712889109438 [22.49444376 61.78996682] [27.34958866 36.82390528 47.11687596] [28. 30. 32. 34.]
# expect: (2, 1, 1) [24.3646385  62.49508468]
# expect: [[ 3.74165739 11.22497216 19.13112647]
# expect:  [27.09243437 35.07135583 43.05810028]] 5.477225575051661 0.0
# expect: ValueError Invalid norm order for matrices.
# expect: ValueError Invalid norm order 'fro' for vectors
# expect: ValueError Improper number of dimensions to norm.
# expect: ValueError Invalid norm order for matrices.
# expect: ValueError Duplicate axes given.
# expect: ValueError Invalid norm order 'nuc' for vectors
# expect: TypeError 'axis' must be None, an integer or a tuple of integers
# expect: axis 1 is out of bounds for array of dimension 1
