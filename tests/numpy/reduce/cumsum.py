# cumsum and cumprod (flattened by default, or along an axis).
import numpy as np
x = np.arange(1, 7).reshape(2, 3)
print(np.cumsum(x), x.cumsum(axis=0), x.cumsum(axis=1), np.cumprod([1, 2, 3, 4]))
print(np.cumsum([0.1, 0.2, 0.3]), np.cumsum(np.ones(3, dtype=np.int8)).dtype)

# expect: [ 1  3  6 10 15 21] [[1 2 3]
# expect:  [5 7 9]] [[ 1  3  6]
# expect:  [ 4  9 15]] [ 1  2  6 24]
# expect: [0.1 0.3 0.6] int64
