# target='parallel' with a broadcast column (stride 0 along the split
# axis): the chunks read the same elements the serial ufunc reads.
# oracle: skip Numba 0.56's parallel ufunc gives wrong elements for this broadcast (tpy matches its serial ufunc)
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='parallel')
def pmix(x, y):
    return x * 3 - y


@vectorize(['int64(int64, int64)'])
def smix(x, y):
    return x * 3 - y


a = np.arange(100000).reshape(1000, 100)
print(np.array_equal(pmix(a, a[:, 5:6]), smix(a, a[:, 5:6])))
print(np.array_equal(pmix(a[:, 7:8], a), smix(a[:, 7:8], a)))
print(int(pmix(a, a[:, 5:6]).sum()))

# expect: True
# expect: True
# expect: 10004350000
