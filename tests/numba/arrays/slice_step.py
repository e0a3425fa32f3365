# Slices with steps, negative steps and 2-D slices; the sums of the views.
import numpy as np
from numba import njit


@njit
def sums(a):
    return a[::2].sum(), a[::-1][0], a[1:-1:3].sum()


@njit
def col_sum(m, j):
    return m[:, j].sum(), m[1, :].sum(), m[1:, 1:].sum()


print(sums(np.arange(10)))
print(col_sum(np.arange(12).reshape(3, 4), 2))

# expect: (20, 9, 12)
# expect: (18, 22, 48)
