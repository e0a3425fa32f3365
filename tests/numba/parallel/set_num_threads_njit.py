# numba.set_num_threads can be called in compiled code; a bad count raises
# the same ValueError as from Python.
import numba
from numba import njit
from numba.core import config


@njit
def use_threads(k):
    numba.set_num_threads(k)
    return numba.get_num_threads()


n = config.NUMBA_NUM_THREADS
print(use_threads(1), numba.get_num_threads())
print(use_threads(n) == n, numba.get_num_threads() == n)
try:
    use_threads(0)
except ValueError as e:
    # The message ends with NUMBA_NUM_THREADS: checked, not printed.
    print('ValueError:', str(e).rsplit(' ', 1)[0], str(e).endswith(' %d' % n))
print(numba.get_num_threads() == n)

# expect: 1 1
# expect: True True
# expect: ValueError: The number of threads must be between 1 and True
# expect: True
