# A dynamic ufunc has no loops before its first call: .reduce, .accumulate
# and .outer do not compile one and raise (a TypeError).
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


for name in ('reduce', 'accumulate'):
    try:
        getattr(add, name)(np.arange(4))
    except TypeError as e:
        print(name, isinstance(e, TypeError))
try:
    add.outer(np.arange(2), np.arange(3))
except TypeError as e:
    print('outer', isinstance(e, TypeError))
print(add.ntypes)

# expect: reduce True
# expect: accumulate True
# expect: outer True
# expect: 0
