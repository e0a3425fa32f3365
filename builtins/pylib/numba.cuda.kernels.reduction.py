"""numba.cuda.kernels.reduction — @cuda.reduce and cuda.Reduce.

The user's binary function becomes a device function inside one reduction
kernel, ordinary Python compiled by @cuda.jit (so the simulator and the GPU
run the same code), made once per dtype:

- each thread folds its elements of a grid-stride loop in a register, four
  loads in flight per step, in index order;
- each warp folds its 32 values with shfl_down_sync (a lane combines only
  with lanes that hold a value: those below the end of the array);
- lane 0 of each warp leaves the warp's value in shared memory, and warp 0
  folds those the same way; thread 0 writes the block's value to
  partials[blockIdx.x] (combined with init in block 0).

A grid of up to 8 blocks of 256 threads per multiprocessor makes the
partials; when there is more than one, the same kernel folds them in one
block. Numba's Reduce call semantics: 1-d arrays only, size= takes a prefix,
init is cast to the array's dtype, applied once and returned for an empty
array, res= (a device array) receives the result and the call returns None.
"""

import numpy as np

from numba.cuda.cudadrv import devicearray as _devicearray
from numba.cuda.cudadrv import driver as _driver

BLOCK = 256
BLOCKS_PER_SM = 8
_WARPS = BLOCK // 32

_SOURCE = '''
def __cuda_reduce(arr, n, partials, init, use_init):
    sm = cuda.shared.array(%d, __dt)
    tid = cuda.threadIdx.x
    lane = tid & 31
    warp = tid >> 5
    gid = cuda.grid(1)
    stride = cuda.gridsize(1)
    acc = arr[0]
    if gid < n:
        acc = arr[gid]
        i = gid + stride
        while i + 3 * stride < n:
            v0 = arr[i]
            v1 = arr[i + stride]
            v2 = arr[i + 2 * stride]
            v3 = arr[i + 3 * stride]
            acc = __f(__f(__f(__f(acc, v0), v1), v2), v3)
            i += 4 * stride
        while i < n:
            acc = __f(acc, arr[i])
            i += stride
    off = 16
    while off > 0:
        other = cuda.shfl_down_sync(0xffffffff, acc, off)
        if lane + off < 32 and gid + off < n:
            acc = __f(acc, other)
        off //= 2
    if lane == 0:
        sm[warp] = acc
    cuda.syncthreads()
    if warp == 0:
        start = gid - tid
        valid = (n - start + 31) // 32
        if valid > %d:
            valid = %d
        acc = sm[0]
        if lane < valid:
            acc = sm[lane]
        off = 16
        while off > 0:
            other = cuda.shfl_down_sync(0xffffffff, acc, off)
            if lane + off < valid:
                acc = __f(acc, other)
            off //= 2
        if lane == 0:
            if use_init and cuda.blockIdx.x == 0:
                acc = __f(acc, init)
            partials[cuda.blockIdx.x] = acc
''' % (_WARPS, _WARPS, _WARPS)


class Reduce(object):
    """A reduction by a binary function (compiled as a CUDA device function
    the first time an array of each dtype is reduced)."""

    def __init__(self, functor):
        from numba.cuda.dispatcher import DeviceFunction
        self._functor = functor
        self._device = functor if hasattr(functor, 'nopython_signatures') \
            else DeviceFunction(functor, None, {})
        self._kernels = {}
        self.__name__ = getattr(functor, '__name__', 'reduce')
        self.__doc__ = getattr(functor, '__doc__', None)

    def _kernel(self, dtype):
        k = self._kernels.get(dtype)
        if k is None:
            from numba import cuda
            from numba.core import types
            nbtype = getattr(types, 'boolean' if dtype.name == 'bool' else dtype.name)
            ns = {'cuda': cuda, '__f': self._device, '__dt': nbtype}
            exec(_SOURCE, ns)
            k = self._kernels[dtype] = cuda.jit(ns['__cuda_reduce'])
        return k

    def __call__(self, arr, size=None, res=None, init=0, stream=0):
        """Reduces the 1-d host or device array `arr` (its first `size`
        elements): the result, or None after writing it to res[0]."""
        from numba.cuda import api
        if arr.ndim != 1:
            raise TypeError("only support 1D array")
        if size is not None:
            arr = arr[:size]
        use_init = init is not None      # None: no initial value (a ufunc's reduce)
        init = arr.dtype.type(init if use_init else 0)
        if arr.size < 1:
            return init
        if not _devicearray.is_device_array(arr):
            # One transfer of the elements (a strided host array is packed first).
            arr = api.to_device(np.array(arr), stream=stream)
        n = arr.size
        blocks = min((n + BLOCK - 1) // BLOCK, _driver.multiprocessor_count() * BLOCKS_PER_SM)
        kernel = self._kernel(arr.dtype)
        partials = api.device_array(blocks, dtype=arr.dtype, stream=stream)
        kernel._launch((arr, n, partials, init, use_init), (blocks, 1, 1), (BLOCK, 1, 1), stream, 0)
        if blocks > 1:
            kernel._launch((partials, blocks, partials, init, False), (1, 1, 1), (BLOCK, 1, 1), stream, 0)
        if res is not None:
            res[:1].copy_to_device(partials[:1], stream=stream)
            return None
        return partials[0]
