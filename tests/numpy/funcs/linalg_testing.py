# np.linalg.norm of vectors and matrices; np.testing assertions that pass or raise.
import numpy as np
print(np.linalg.norm([3, 4]), np.linalg.norm(np.array([[1.0, 2.0], [3.0, 4.0]])))
np.testing.assert_allclose(np.array([1.0, 2.0]), [1.0, 2.0 + 1e-9])
np.testing.assert_array_equal(np.arange(3), [0, 1, 2])
np.testing.assert_almost_equal(1.0, 1.0 + 1e-9)
try:
    np.testing.assert_allclose([1.0], [1.1])
except AssertionError:
    print("not close")
try:
    np.testing.assert_array_equal([1, 2], [1, 3])
except AssertionError:
    print("not equal")

# expect: 5.0 5.477225575051661
# expect: not close
# expect: not equal
