# Shapes that do not broadcast raise ValueError (the message ends in a
# space, hence repr).
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


try:
    add(np.arange(6).reshape(2, 3), np.arange(4))
except ValueError as e:
    print(type(e).__name__, repr(str(e)))

# expect: ValueError 'operands could not be broadcast together with shapes (2,3) (4,) '
