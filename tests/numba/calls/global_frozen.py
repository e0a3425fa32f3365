# Globals are frozen at compile time: changing a global after the first call
# does not change the compiled result; a new specialisation sees the new value.
from numba import njit

FACTOR = 10


@njit
def scale(x):
    return x * FACTOR


print(scale(2))
FACTOR = 100
print(scale(3))
print(scale(1.5))
print(scale.py_func(3))

# expect: 20
# expect: 30
# expect: 150.0
# expect: 300
