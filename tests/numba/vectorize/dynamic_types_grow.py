# A dynamic ufunc adds a loop only for input types that no existing loop
# takes by safe casting: int32 reuses 'll->l', float64 and mixed int/float
# add 'dd->d'-style loops.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


ints = np.arange(3)
floats = np.array([0.5, 1.5, 2.5])
print(add(ints, ints), add.ntypes, add.types)
print(add(ints.astype(np.int32), ints.astype(np.int32)), add.ntypes)
print(add(floats, floats), add.ntypes, add.types)
print(add(ints, floats), add.ntypes, add.types)
print(add(floats, ints), add.ntypes, add.types)
print(add(floats, 2), add.ntypes)

# expect: [0 2 4] 1 ['ll->l']
# expect: [0 2 4] 1
# expect: [1. 3. 5.] 2 ['ll->l', 'dd->d']
# expect: [0.5 2.5 4.5] 2 ['ll->l', 'dd->d']
# expect: [0.5 2.5 4.5] 2 ['ll->l', 'dd->d']
# expect: [2.5 3.5 4.5] 2
