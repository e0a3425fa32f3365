# A function that fell back to object mode has a pyobject signature and no
# nopython signatures.
import warnings
from numba import jit

warnings.simplefilter("ignore")


@jit
def get(x):
    return x['a']


print(get({'a': 1}))
print(get.signatures, get.nopython_signatures)

# expect: 1
# expect: [(pyobject,)] []
