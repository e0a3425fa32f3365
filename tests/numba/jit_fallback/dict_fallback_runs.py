# Plain @jit on a function that cannot be typed (a dict argument, as in seeds
# 000/001) falls back to object mode and runs. Its warnings are silenced here:
# two of the three that Numba 0.56 prints carry paths inside Numba's own
# install, so raw stderr is not stable; dict_fallback_warnings.py checks them.
import warnings
from numba import jit

warnings.simplefilter("ignore")


@jit
def cannot_compile(x):
    return x['key']


print(cannot_compile(dict(key='value')))
print(cannot_compile({'key': 42}))

# expect: value
# expect: 42
