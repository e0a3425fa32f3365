# config's defaults, and the thread-count functions' limits and errors.
import numba
from numba.core import config

n = config.NUMBA_NUM_THREADS
print(config.DISABLE_JIT, numba.config is config, n == config.NUMBA_DEFAULT_NUM_THREADS, n >= 1)
print(numba.get_num_threads() == n, numba.get_thread_id())
numba.set_num_threads(1)
print(numba.get_num_threads())
numba.set_num_threads(True)
print(numba.get_num_threads())
numba.set_num_threads(n)
print(numba.get_num_threads() == n)
for bad in [0, -1, n + 1, 2.0, '2']:
    try:
        numba.set_num_threads(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, str(e).replace(str(n), 'N'))
print(numba.get_num_threads() == n)

# expect: 0 True True True
# expect: True 0
# expect: 1
# expect: 1
# expect: True
# expect: ValueError The number of threads must be between 1 and N
# expect: ValueError The number of threads must be between 1 and N
# expect: ValueError The number of threads must be between 1 and N
# expect: TypeError The number of threads specified must be an integer
# expect: TypeError The number of threads specified must be an integer
# expect: True
