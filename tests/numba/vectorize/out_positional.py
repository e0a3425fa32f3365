# The output array can be passed positionally after the inputs.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def mul(x, y):
    return x * y


a = np.arange(5)
out = np.empty(5, dtype=np.int64)
r = mul(a, a, out)
print(out)
print(r is out)

# expect: [ 0  1  4  9 16]
# expect: True
