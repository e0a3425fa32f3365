# Comparing two dtypes in compiled code is not supported in Numba 0.56: a
# TypingError naming both as dtype(...) types.
import numpy as np
import numba
from numba import njit
from _report import report


@njit
def same(a, b):
    return a.dtype == b.dtype


try:
    same(np.zeros(2), np.zeros(2, dtype=np.int32))
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function eq>) found for signature:
# expect: >>> eq(dtype(float64), dtype(int32))
# expect: File "dtype_compare.py", line 11:
# expect: def same(a, b):
# expect:     return a.dtype == b.dtype
# expect:     ^
