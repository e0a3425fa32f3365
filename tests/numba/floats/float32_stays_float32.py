# float32 arithmetic stays float32 inside compiled code: 0.1f + 0.2f rounds in
# single precision, and the result comes back to Python as a float.
import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


@njit
def add_inside():
    return np.float32(0.1) + np.float32(0.2)


r = add(np.float32(0.1), np.float32(0.2))
print(r, type(r).__name__)
print(add_inside(), add(0.1, 0.2))
print(add.nopython_signatures, add_inside.nopython_signatures)

# expect: 0.30000001192092896 float
# expect: 0.30000001192092896 0.30000000000000004
# expect: [(float32, float32) -> float32, (float64, float64) -> float64] [() -> float32]
