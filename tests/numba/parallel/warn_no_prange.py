# parallel=True with nothing to parallelise: Numba warns (once, at compile
# time) with NumbaPerformanceWarning.
import warnings
from numba import njit
from numba.core.errors import NumbaPerformanceWarning


@njit(parallel=True)
def add_one(x):
    return x + 1


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    print(add_one(3), add_one(4))
print(len(caught), [w.category.__name__ for w in caught])
print(str(caught[0].message).splitlines()[1])
print(issubclass(caught[0].category, NumbaPerformanceWarning))

# expect: 4 5
# expect: 1 ['NumbaPerformanceWarning']
# expect: The keyword argument 'parallel=True' was specified but no transformation for parallel execution was possible.
# expect: True
