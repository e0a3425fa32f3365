# An exception raised inside a prange body and not caught ends the program:
# its traceback shows the caller's line and the raise line, exit status 1,
# and what was printed before stays.
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def check(a):
    for i in prange(a.shape[0]):
        if a[i] > 5:
            raise ValueError('too big')


check(np.arange(5))
print('ok so far')
check(np.arange(10))
print('not reached')

# expect: ok so far
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numba/parallel/raise_uncaught.py", line 22, in <module>
# expect-stderr:     check(np.arange(10))
# expect-stderr:   File "tests/numba/parallel/raise_uncaught.py", line 17, in check
# expect-stderr:     raise ValueError('too big')
# expect-stderr: ValueError: too big
# expect-exit: 1
