# identity= on a dynamic ufunc: after a first call, reducing an empty
# array gives the identity.
import numpy as np
from numba import vectorize


@vectorize(identity=1)
def mul(x, y):
    return x * y


print(mul.identity)
print(mul(2, 3))
print(mul.reduce(np.array([], dtype=np.int64)))

# expect: 1
# expect: 6
# expect: 1
