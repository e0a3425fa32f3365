# With boundscheck=True an out-of-range index raises IndexError (Numba's
# message: "index is out of bounds"), negative ones too.
import numpy as np
from numba import njit


@njit(boundscheck=True)
def get(a, i):
    return a[i]


a = np.arange(3.0)
print(get(a, 2), get(a, -3))
for i in (3, -4):
    try:
        get(a, i)
    except IndexError as e:
        print(type(e).__name__ + ":", e)

# expect: 2.0 0.0
# expect: IndexError: index is out of bounds
# expect: IndexError: index is out of bounds
