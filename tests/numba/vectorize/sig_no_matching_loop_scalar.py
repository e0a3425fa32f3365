# A float scalar passed to an int32-only ufunc has no loop: TypeError.
import numpy as np
from numba import vectorize


@vectorize(['int32(int32)'])
def neg(x):
    return -x


print(neg(np.array([1, 2], dtype=np.int32)))
try:
    neg(2.5)
except TypeError as e:
    print(type(e).__name__)
    print(e)
try:
    neg(np.array([1, 2]))
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: [-1 -2]
# expect: TypeError
# expect: ufunc 'neg' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: TypeError
# expect: ufunc 'neg' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
