# np.isclose / np.allclose (rtol, atol, equal_nan, infinities, broadcasting,
# float32 tolerance arithmetic), np.array_equal (equal_nan), np.array_equiv,
# np.count_nonzero (axis, keepdims).
import numpy as np

print(np.isclose([1.0, 1.1, np.nan], [1.0 + 1e-9, 1.0, np.nan]), np.isclose([1.0, np.nan], [1.0, np.nan], equal_nan=True))
print(np.isclose(1.0, 1.05, rtol=0.1), np.isclose([np.inf, -np.inf, np.inf], [np.inf, np.inf, 1.0]), np.isclose(1e-9, 0))
print(np.isclose([1, 2], [[1], [2]]), np.isclose(np.array([1, 2]), 1), np.isclose(1e-9, 0, atol=0))
f = np.array([1.0, 2.0], dtype=np.float32)
print(np.isclose(f, f + np.float32(2e-5)), np.isclose(f, np.array([1.00001, 2.00002])), np.isclose(1 + 1j, 1 + 1.000001j))
print(np.allclose([1, 2], [1, 2.00001]), np.allclose([1, np.nan], [1, np.nan]), np.allclose([1, np.nan], [1, np.nan], equal_nan=True))
print(np.allclose(np.arange(3), [[0, 1, 2], [0, 1, 2.1]]), np.allclose(1.0, 1.0 + 1e-6, rtol=0, atol=1e-5))

print(np.array_equal([1, 2], [1, 2]), np.array_equal([1, np.nan], [1, np.nan]), np.array_equal([1, np.nan], [1, np.nan], equal_nan=True))
print(np.array_equal([1, 2], [[1, 2]]), np.array_equal(np.array([1, 2.0]), np.array([1, 2])), np.array_equal([np.nan, 1], [1, np.nan], equal_nan=True))
print(np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [[1, 2], [1, 3]]), np.array_equiv([1, 2], [1, 2, 3]), np.array_equiv(3, [3, 3]))

a = np.array([[0, 1, 7, 0], [3, 0, 2, 19]])
print(np.count_nonzero(a), np.count_nonzero(a, axis=0), np.count_nonzero(a, axis=1, keepdims=True), np.count_nonzero(a, axis=(0, 1)))
print(np.count_nonzero(a > 2, axis=-1), np.count_nonzero([[True, False]], keepdims=True), np.count_nonzero(np.array([0.0, -0.0, np.nan])))
try:
    np.count_nonzero(a, axis=2)
except IndexError as e:
    print(e)

# expect: [ True False False] [ True  True]
# expect: True [ True False False] True
# expect: [[ True False]
# expect:  [False  True]] [ True False] False
# expect: [False False] [ True  True] True
# expect: True False True
# expect: False True
# expect: True False True
# expect: False True False
# expect: True False False True
# expect: 5 [1 1 2 1] [[2]
# expect:  [3]] 5
# expect: [1 2] [[1]] 1
# expect: axis 2 is out of bounds for array of dimension 2
