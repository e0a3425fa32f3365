# The fallback warnings come with the compilation: a second call with the same
# argument types warns no more.
import warnings
from numba import jit


@jit
def get(x):
    return x['a']


with warnings.catch_warnings(record=True) as first:
    warnings.simplefilter("always")
    get({'a': 1})
with warnings.catch_warnings(record=True) as second:
    warnings.simplefilter("always")
    get({'a': 2})
print(len(first) > 0, len(second))

# expect: True 0
