# np.sum, np.mean, np.max, np.min, np.argmax, np.cumsum as functions.
import numpy as np
from numba import njit


@njit
def f(a):
    return np.sum(a), np.mean(a), np.max(a), np.min(a), np.argmax(a), np.cumsum(a)


print(f(np.array([2.0, 9.0, 4.0])))

# expect: (15.0, 5.0, 9.0, 2.0, 1, array([ 2., 11., 15.]))
