"""Support for warnings_per_file.py: a launch on line 11 of another file."""
from numba import cuda


@cuda.jit
def k(a):
    pass


def launch(a):
    k[1, 32](a)
