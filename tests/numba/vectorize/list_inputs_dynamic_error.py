# A dynamic ufunc cannot type a Python list input: Numba 0.56 falls back to
# object mode (warnings silenced) and the call raises TypeError.
import warnings
import numpy as np
from numba import vectorize
from numba.core.errors import NumbaWarning

warnings.simplefilter('ignore', NumbaWarning)


@vectorize
def add(x, y):
    return x + y


try:
    add([1, 2, 3], [10, 20, 30])
except TypeError as e:
    print(type(e).__name__)
    print(e)
print(add.ntypes)

# expect: TypeError
# expect: return type must be specified for object mode
# expect: 0
