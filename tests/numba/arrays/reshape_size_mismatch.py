# reshape to a shape of another size raises ValueError from compiled code,
# with NumPy's message.
import numpy as np
from numba import njit


@njit
def f(a):
    return a.reshape((4, 2))


try:
    f(np.arange(6))
except Exception as e:
    print(type(e).__name__ + ":", e)

# expect: ValueError: total size of new array must be unchanged
