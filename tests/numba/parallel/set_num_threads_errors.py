# set_num_threads errors: a count outside 1..NUMBA_NUM_THREADS is a
# ValueError, a non-integer a TypeError; the count is left as it was. A
# NumPy integer and True are accepted.
import numpy as np
import numba
from numba.core import config

n = config.NUMBA_NUM_THREADS


def message(e):
    # The upper bound is NUMBA_NUM_THREADS: shown as N.
    m = str(e)
    tail = ' and %d' % n
    return m[:-len(tail)] + ' and N' if m.endswith(tail) else m


for label, bad in [('0', 0), ('-1', -1), ('N+1', n + 1), ('1000', 1000), ('1.0', 1.0),
                   ('2.5', 2.5), ("'1'", '1'), ('None', None), ('[1]', [1])]:
    try:
        numba.set_num_threads(bad)
        print(label, 'accepted')
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, message(e))
print(numba.get_num_threads() == n)
numba.set_num_threads(np.int64(1))
print(numba.get_num_threads())
numba.set_num_threads(True)
print(numba.get_num_threads())
numba.set_num_threads(n)
print(numba.get_num_threads() == n)

# expect: 0 ValueError The number of threads must be between 1 and N
# expect: -1 ValueError The number of threads must be between 1 and N
# expect: N+1 ValueError The number of threads must be between 1 and N
# expect: 1000 ValueError The number of threads must be between 1 and N
# expect: 1.0 TypeError The number of threads specified must be an integer
# expect: 2.5 TypeError The number of threads specified must be an integer
# expect: '1' TypeError The number of threads specified must be an integer
# expect: None TypeError The number of threads specified must be an integer
# expect: [1] TypeError The number of threads specified must be an integer
# expect: True
# expect: 1
# expect: 1
# expect: True
