# numba.get_num_threads() can be called in compiled code (in and out of
# parallel functions) and sees set_num_threads from Python.
import warnings
import numba
from numba import njit
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that a parallel function has no loop to parallelise.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit
def threads():
    return numba.get_num_threads()


@njit(parallel=True)
def threads_parallel():
    return numba.get_num_threads()


n = numba.get_num_threads()
print(threads() == n, threads_parallel() == n)
numba.set_num_threads(1)
print(threads(), threads_parallel())
numba.set_num_threads(n)
print(threads() == n)

# expect: True True
# expect: 1 1
# expect: True
