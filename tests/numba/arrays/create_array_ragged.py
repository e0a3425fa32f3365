# np.array of nested lists of unequal lengths compiles (the lengths are
# known only when running, in Numba) and raises NumPy's ValueError then.
import numpy as np
from numba import njit


@njit
def rag(x, flag):
    if flag:
        return np.array([[x, 1], [2]])
    return np.array([[x, 1], [2, 3]])


print(rag(5, False))
try:
    rag(5, True)
except ValueError as e:
    print("ValueError:", e)

# expect: [[5 1]
# expect:  [2 3]]
# expect: ValueError: incompatible sequence shape
