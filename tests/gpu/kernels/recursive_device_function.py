"""A recursive device function: tpy cannot print calls that are not
inlined as CUDA C yet, so the kernel is an NvrtcError naming it (the
simulator alone would run it)."""
# oracle: skip Numba 0.56's simulator runs recursion as Python; tpy's CUDA C has no calls yet
import numpy as np
from numba import cuda
from numba.cuda.cudadrv.error import NvrtcError


@cuda.jit(device=True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@cuda.jit
def k(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = fib(i)


o = np.zeros(10, dtype=np.int64)
try:
    k[1, 16](o)
    print(o)
except NvrtcError as e:
    print(e)

# expect: tpy cannot print the kernel 'k' as CUDA C: a call of a compiled function tpy could not inline
