# math.isnan, isinf, isfinite on floats and on ints.
import math
from numba import njit


@njit
def preds(x):
    return math.isnan(x), math.isinf(x), math.isfinite(x)


print(preds(1.5), preds(math.inf), preds(math.nan), preds(3))

# expect: (False, False, True) (False, True, False) (True, False, False) (False, False, True)
