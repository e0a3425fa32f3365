"""numba.cuda — tpy's CUDA API (Numba 0.56's names and behaviour).

Kernels (@cuda.jit) are typed by tpy's function compiler and run on a GPU
(CUDA C through NVRTC, the Driver API) or on the CPU simulator (gpu/): see
gpu/README.md. This package gathers the parts: numba.cuda.api (device
arrays, contexts, devices, streams, events), numba.cuda.stubs (what kernels
call: cuda.grid, threadIdx, syncthreads, shared.array, atomics...),
numba.cuda.decorators (cuda.jit) and the errors.
"""

from numba.cuda.api import *
from numba.cuda.stubs import (
    threadIdx, blockIdx, blockDim, gridDim, laneid, warpsize, grid, gridsize,
    syncthreads, syncthreads_count, syncthreads_and, syncthreads_or, syncwarp,
    threadfence, threadfence_block, threadfence_system, shared, local, const, atomic,
    shfl_sync, shfl_up_sync, shfl_down_sync, shfl_xor_sync, all_sync, any_sync,
    eq_sync, ballot_sync, activemask, lanemask_lt, popc, brev, clz, ffs, fma, cbrt)
from numba.cuda.decorators import jit
from numba.cuda.kernels.reduction import Reduce
reduce = Reduce
from numba.cuda.cudadrv.error import CudaSupportError, NvrtcError
from numba.cuda.cudadrv.driver import CudaAPIError
