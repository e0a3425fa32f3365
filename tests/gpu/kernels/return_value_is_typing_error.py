"""A kernel must not return a value: Numba's TypingError at the launch that compiles it."""
# oracle: skip Numba 0.56's simulator runs the Python function and never types it
from numba import cuda
from numba.core.errors import TypingError
import numpy as np


@cuda.jit
def k(a):
    a[0] = 1
    return 5


try:
    k[1, 1](np.zeros(1))
except TypingError as e:
    print("TypingError")
    print("none" in str(e))

# expect: TypingError
# expect: True
