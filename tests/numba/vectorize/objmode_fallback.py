# Without nopython=True, Numba 0.56's @vectorize falls back to object mode
# (with a NumbaWarning, silenced here) for a function it cannot type: the
# ufunc still works.
import warnings
import numpy as np
from numba import vectorize
from numba.core.errors import NumbaWarning

warnings.simplefilter('ignore', NumbaWarning)


def label_len(x):
    return len(str(x))


@vectorize(['int64(int64)'])
def digits(x):
    return label_len(x)


print(digits(np.array([5, 42, -100, 123456])))

# expect: [1 2 4 6]
