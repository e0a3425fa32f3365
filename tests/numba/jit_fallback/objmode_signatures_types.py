# Object-mode calls are listed in .signatures once per argument types, with
# pyobject for an argument Numba cannot type; nopython_signatures stays empty.
import numpy as np
from numba import jit


@jit(forceobj=True)
def first(seq):
    return seq[0]


print(first("xy"), first((5,)), first("ab"), first(np.arange(2.0)), first({0: 9}))
print(first.signatures, first.nopython_signatures)

# expect: x 5 a 0.0 9
# expect: [(unicode_type,), (UniTuple(int64 x 1),), (array(float64, 1d, C),), (pyobject,)] []
