# Seed 000: @jit on hypot, then the same computation through .py_func (the
# seed's %timeit line is IPython, so the calls are printed instead). The seed
# elides the body; this is the Numba tutorial's body.
import math
from numba import jit


@jit
def hypot(x, y):
    x = abs(x)
    y = abs(y)
    t = min(x, y)
    x = max(x, y)
    t = t / x
    return x * math.sqrt(1 + t * t)


print(hypot(3.0, 4.0))
print(hypot.py_func(3.0, 4.0))
print(hypot(-5.0, 12.0) == hypot.py_func(-5.0, 12.0))

# expect: 5.0
# expect: 5.0
# expect: True
