# A tuple built from constants and variables names each constant item as its
# literal type in Numba's messages.
import numpy as np
import numba
from numba import njit


@njit
def pick(a, i):
    return a[0, i]


@njit
def add(x):
    return (x, 1) + 2


for f, args in ((pick, (np.zeros(3), 0)), (add, (1.5,))):
    try:
        f(*args)
    except numba.core.errors.TypingError as e:
        print(str(e).splitlines()[3].strip())

# expect: >>> getitem(array(float64, 1d, C), Tuple(Literal[int](0), int64))
# expect: >>> add(Tuple(float64, Literal[int](1)), Literal[int](2))
