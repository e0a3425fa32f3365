# Outside a function's domain Numba returns nan (math.sqrt(-1.0), math.log(-1.0))
# or -inf (math.log(0.0)) where Python raises ValueError.
import math
from numba import njit


@njit
def f(x):
    return math.sqrt(x), math.log(x)


print(f(-1.0), f(0.0))
try:
    f.py_func(-1.0)
except ValueError as e:
    print("ValueError:", e)

# expect: (nan, nan) (0.0, -inf)
# expect: ValueError: math domain error
