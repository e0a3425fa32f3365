# Without identity=, reducing an empty array raises ValueError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def add(x, y):
    return x + y


print(add.identity)
try:
    add.reduce(np.array([]))
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: None
# expect: ValueError
# expect: zero-size array to reduction operation add which has no identity
