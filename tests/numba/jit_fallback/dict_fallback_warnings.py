# The warnings of a @jit fallback to object mode, recorded: Numba 0.56 gives a
# NumbaWarning attributed to the decorator line of the test file, a second
# NumbaWarning and a NumbaDeprecationWarning (first message line of each shown).
import os
import warnings
from numba import jit


@jit
def cannot_compile(x):
    return x['key']


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(cannot_compile(dict(key='value')))
for w in caught:
    first = [line for line in str(w.message).splitlines() if line][0]
    print(w.category.__name__ + ":", first)
print(os.path.basename(caught[0].filename), caught[0].lineno)

# expect: value
# expect: NumbaWarning: Compilation is falling back to object mode WITH looplifting enabled because Function "cannot_compile" failed type inference due to: non-precise type pyobject
# expect: NumbaWarning: Function "cannot_compile" was compiled in object mode without forceobj=True.
# expect: NumbaDeprecationWarning: Fall-back from the nopython compilation path to the object mode compilation path has been detected, this is deprecated behaviour.
# expect: dict_fallback_warnings.py 9
