# Array parameters broadcast against each other and against `size`, with
# NumPy's messages when they cannot.
import numpy as np
np.random.seed(9)
print(np.random.gamma([1.0, 2.0, 3.0], [[1.0], [2.0]]))
print(np.random.poisson([[1.0], [100.0]], size=(2, 3)))
print(np.random.laplace(np.array(1.0), 1.0), np.random.laplace(np.array(1.0), 1.0, size=()))
print(np.random.exponential(2.0, size=(0, 3)), np.random.gamma([1.0, 2.0], size=(0, 2)).shape)
for args, kw in (([[1, 2, 3], [1, 2]], {}), ([[1, 2, 3], [1, 2, 3]], {"size": (2,)}), ([[1, 2, 3], 2], {"size": (3, 1)})):
    try:
        np.random.gamma(*args, **kw)
    except ValueError as e:
        print("ValueError:", e)
try:
    np.random.gamma(2.0, size=-1)
except ValueError as e:
    print("ValueError:", e)

# expect: [[0.01042834 5.11350789 2.09529562]
# expect:  [0.57030699 2.23898403 2.67278392]]
# expect: [[  1   2   1]
# expect:  [106 106  99]]
# expect: 1.935166615792486 4.40275348522349
# expect: [] (0, 2)
# expect: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 1 with shape (2,).
# expect: ValueError: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: ValueError: Output size (3, 1) is not compatible with broadcast dimensions of inputs (3, 3).
# expect: ValueError: negative dimensions are not allowed
