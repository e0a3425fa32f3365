# np.random.choice in compiled code: one item of a 1-d array (any stride)
# or of range(n), from compiled code's generator with NumPy's sequence;
# an empty choice is Numba's ValueError.
from numba import njit
import numpy as np
@njit
def c(n):
    np.random.seed(3)
    return np.random.choice(n), np.random.choice(n)
@njit
def ca(a):
    np.random.seed(3)
    return np.random.choice(a), np.random.choice(a[1:])
print(c(7), ca(np.array([1.5, 2.5, 3.5])), ca(np.arange(5)[::2]))
for bad in (0, -1):
    try:
        c(bad)
    except Exception as e:
        print(type(e).__name__, e)
try:
    ca(np.zeros(1))
except Exception as e:
    print(type(e).__name__, e)

# expect: (2, 0) (3.5, 2.5) (4, 2)
# expect: ValueError empty range for randrange()
# expect: ValueError empty range for randrange()
# expect: ValueError empty range for randrange()
