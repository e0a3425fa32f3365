# A float loop cannot write into an int64 out= array under the default
# 'same_kind' casting: the error is a TypeError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def half(x):
    return x / 2


out = np.zeros(3, dtype=np.int64)
try:
    half(np.arange(3.0), out=out)
except TypeError as e:
    print(type(e).__name__)
    print(e)
print(out)

# expect: UFuncTypeError
# expect: Cannot cast ufunc 'half' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'
# expect: [0 0 0]
