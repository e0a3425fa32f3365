# Signatures given as Numba type objects (float64(float64)) instead of
# strings.
import numpy as np
from numba import vectorize, float64, int64, int32


@vectorize([int32(int32), int64(int64), float64(float64)])
def twice(x):
    return x * 2


print(twice.types)
print(twice(np.arange(3, dtype=np.int32)).dtype, twice(np.arange(3)), twice(np.arange(3.0)))

# expect: ['i->i', 'l->l', 'd->d']
# expect: int32 [0 2 4] [0. 2. 4.]
