# identity=1: reducing an empty array gives 1.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], identity=1)
def mul(x, y):
    return x * y


print(mul.identity)
print(mul.reduce(np.array([], dtype=np.int64)))
print(mul.reduce(np.arange(1, 6)))
print(mul.reduce(np.ones((2, 0), dtype=np.int64), axis=1))

# expect: 1
# expect: 1
# expect: 120
# expect: [1 1]
