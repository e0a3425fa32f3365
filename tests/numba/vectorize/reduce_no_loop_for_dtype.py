# .reduce of a dynamic ufunc uses only the loops it has: with just
# 'll->l', reducing a float array raises TypeError.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


print(add(1, 2), add.types)
try:
    add.reduce(np.array([0.5, 1.5]))
except TypeError as e:
    print(type(e).__name__)
    print(e)
print(add.types)

# expect: 3 ['ll->l']
# expect: TypeError
# expect: ufunc 'add' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ['ll->l']
