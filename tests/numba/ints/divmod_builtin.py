# divmod() on ints and floats, negatives included.
from numba import njit


@njit
def dm(a, b):
    return divmod(a, b)


print(dm(17, 5), dm(-17, 5), dm(17, -5), dm(5.5, 2.0), dm(-5.5, 2.0))

# expect: (3, 2) (-4, 3) (-4, -3) (2.0, 1.5) (-3.0, 0.5)
