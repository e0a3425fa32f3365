# identity='reorderable' has no identity value: reducing an empty array
# raises ValueError.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], identity='reorderable')
def add(x, y):
    return x + y


try:
    add.reduce(np.array([], dtype=np.int64))
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: zero-size array to reduction operation add which has no identity
