# An out= array of the wrong shape raises ValueError (the message ends in
# a space, hence repr).
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


try:
    add(np.arange(4), np.arange(4), out=np.zeros(3, dtype=np.int64))
except ValueError as e:
    print(type(e).__name__)
    print(repr(str(e)))

# expect: ValueError
# expect: 'operands could not be broadcast together with shapes (4,) (4,) (3,) '
