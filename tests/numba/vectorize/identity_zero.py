# identity=0: .identity is 0 and reducing an empty array gives 0.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'], identity=0)
def add(x, y):
    return x + y


print(add.identity)
r = add.reduce(np.array([], dtype=np.int64))
print(r)
print(add.reduce(np.array([])))
print(add.reduce(np.zeros((0, 3)), axis=0))
print(add.reduce(np.arange(5)))

# expect: 0
# expect: 0
# expect: 0.0
# expect: [0. 0. 0.]
# expect: 10
