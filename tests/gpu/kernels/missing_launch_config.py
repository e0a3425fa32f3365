"""Calling a kernel without [grid, block] is Numba's ValueError."""
from numba import cuda
import numpy as np


@cuda.jit
def k(a):
    a[0] = 1


try:
    k(np.zeros(1))
except ValueError as e:
    print("ValueError")
    print(str(e).strip().splitlines()[0])

# expect: ValueError
# expect: Kernel launch configuration was not specified. Use the syntax:
