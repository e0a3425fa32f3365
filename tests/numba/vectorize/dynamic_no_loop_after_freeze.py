# disable_compile() freezes a dynamic ufunc: inputs no loop takes then
# raise TypeError instead of compiling a new loop.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


print(add(np.arange(3), np.arange(3)))
add.disable_compile()
try:
    add(np.array([0.5]), np.array([1.5]))
except TypeError as e:
    print(type(e).__name__)
    print(e)
print(add.types)

# expect: [0 2 4]
# expect: TypeError
# expect: ufunc 'add' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ['ll->l']
