# Compiling for a list argument warns as Numba 0.56 does: a
# NumbaPendingDeprecationWarning naming the argument and the function, once
# per compiled signature.
import warnings
from numba import njit


@njit
def total(l):
    return len(l)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    total([1, 2])
    total([3])
    total([1.5])
for w in caught:
    print(w.category.__name__, str(w.message).splitlines()[1])

# expect: NumbaPendingDeprecationWarning Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'l' of function 'total'.
# expect: NumbaPendingDeprecationWarning Encountered the use of a type that is scheduled for deprecation: type 'reflected list' found for argument 'l' of function 'total'.
