# A complex input with only float loops: TypeError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)', 'float32(float32)'])
def sq(x):
    return x * x


try:
    sq(np.array([1 + 2j]))
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: TypeError
# expect: ufunc 'sq' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
