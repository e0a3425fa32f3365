# if on ints, floats (0 and 0.0 are false) and on an array's size.
import numpy as np
from numba import njit


@njit
def truth(x):
    if x:
        return 1
    return 0


@njit
def nonempty(a):
    if a.size:
        return True
    return False


print(truth(0), truth(-3), truth(0.0), truth(0.1), truth(True))
print(nonempty(np.zeros(0)), nonempty(np.zeros(2)))

# expect: 0 1 0 1 1
# expect: False True
