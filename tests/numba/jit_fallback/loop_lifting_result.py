# @jit on a function with a dict and a loop: object mode with the loop lifted;
# the result is the Python result (warnings silenced: their text names Numba's
# internal files).
import warnings
from numba import jit

warnings.simplefilter("ignore")


@jit
def lifted(d, n):
    s = 0
    for i in range(n):
        s += i * i
    return d['k'] + s


print(lifted({'k': 1}, 5), lifted({'k': 100}, 10))

# expect: 31 385
