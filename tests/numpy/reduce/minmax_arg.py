# min/max/argmin/argmax over axes; NaN propagates; empty arrays raise.
import numpy as np
x = np.array([[3, 7, 1], [9, 2, 8]])
print(x.min(), x.max(), np.min(x, axis=0), np.max(x, axis=1), np.amax(x))
print(x.argmin(), x.argmax(), np.argmax(x, axis=0), np.argmin(x, axis=1))
print(np.max([1.0, np.nan, 3.0]), np.argmax([1.0, np.nan, 3.0]), np.argmax([2, 5, 5]))
try:
    np.max(np.array([]))
except ValueError as e:
    print(e)

# expect: 1 9 [3 2 1] [7 9] 9
# expect: 2 3 [1 0 1] [2 1]
# expect: nan 1 1
# expect: zero-size array to reduction operation maximum which has no identity
