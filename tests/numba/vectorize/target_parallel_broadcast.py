# target='parallel' with a broadcast column (stride 0 along the split
# axis): the chunks read the same elements the serial ufunc reads; a
# reduction (its output stride 0) runs on one thread.
# oracle: skip Numba 0.56's parallel ufunc gives wrong elements for this broadcast and its reduce races (tpy matches its serial ufunc)
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
print(pmix.reduce(np.arange(1, 70000)) == smix.reduce(np.arange(1, 70000)))

# expect: True
# expect: True
# expect: 10004350000
# expect: True
