"""print() inside a kernel (the GPU's printf; Python's formatting on the simulator)."""
from numba import cuda
import numpy as np


@cuda.jit
def show(a):
    i = cuda.grid(1)
    if i == 0:
        print("first element", a[0], "size", a.size)


show[1, 4](np.array([7, 8, 9]))
print("done")

# expect: first element 7 size 3
# expect: done
