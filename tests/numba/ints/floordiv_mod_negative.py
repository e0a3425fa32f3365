# // and % floor toward negative infinity, as in Python, for ints and floats.
from numba import njit


@njit
def dm(a, b):
    return a // b, a % b


print(dm(7, 2), dm(-7, 2), dm(7, -2), dm(-7, -2))
print(dm(-7.5, 2.0), dm(7.5, -2.0))
print(dm(-1, 3), dm(0, -3))

# expect: (3, 1) (-4, 1) (-4, -1) (3, -1)
# expect: (-4.0, 0.5) (-4.0, -0.5)
# expect: (-1, 2) (0, 0)
