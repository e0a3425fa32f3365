# numba.get_num_threads() starts at config.NUMBA_NUM_THREADS (the
# NUMBA_NUM_THREADS environment variable or the core count) and follows
# set_num_threads.
import numba
from numba.core import config

n = numba.get_num_threads()
print(type(n).__name__, n == config.NUMBA_NUM_THREADS, n >= 1)
numba.set_num_threads(1)
print(numba.get_num_threads())
numba.set_num_threads(n)
print(numba.get_num_threads() == n)

# expect: int True True
# expect: 1
# expect: True
