"""numba.cuda.dispatcher — kernels and their launches (tpy's CUDA API).

A CUDADispatcher holds a native dispatcher compiled in kernel mode
(_tpy_numba.Dispatcher with cuda=1: numba.cuda's intrinsics, NumPy's
error model, no return value). kernel[griddim, blockdim, stream,
sharedmem] gives a _LaunchConfiguration, an independent object; calling it
unwraps device arrays (their memory) and launches through
_tpy_numba.cuda_launch. A device function is a native dispatcher with
cuda=2, which kernels inline.
"""

import _tpy_numba
import numpy as _np
from numba.core import config as _config
from numba.core import sigutils as _sigutils
from numba.cuda.cudadrv import driver as _driver
from numba.cuda.cudadrv.devicearray import is_device_array as _is_device_array

__all__ = ['CUDADispatcher', 'DeviceFunction']

_MISSING_LAUNCH_CONFIG = """
Kernel launch configuration was not specified. Use the syntax:

kernel_function[blockspergrid, threadsperblock](arg0, arg1, ..., argn)

See https://numba.readthedocs.io/en/stable/cuda/kernels.html#kernel-invocation for help.

"""


# Numba's threshold for the low-occupancy warning: grids of fewer blocks.
_MIN_GRID_SIZE = 128
# warnings' registries (one per file) for the performance warnings: each is
# shown once per file, line of the user's code and message, as
# warnings.warn would.
_warned = {}


def _warn_performance(message):
    _tpy_numba.cuda_warn_performance(message, _warned)


def _native_options(options, mode):
    return {'nopython': True, 'forceobj': False, 'fastmath': options.get('fastmath', False),
            'parallel': False, 'cache': False, 'boundscheck': None, 'error_model': 'numpy',
            'nogil': False, 'inline': 'always' if mode == 2 else 'never', 'locals': {},
            'cuda': mode}


def _normalize_dims(griddim, blockdim):
    """(grid, block) as three positive ints each, checked as Numba checks them."""
    def check(dim, name):
        if not isinstance(dim, (tuple, list)):
            dim = [dim]
        else:
            dim = list(dim)
        if len(dim) > 3:
            raise ValueError('%s must be a sequence of 1, 2 or 3 integers, got %r' % (name, dim))
        for v in dim:
            if not hasattr(v, '__index__') or isinstance(v, bool) and False:
                raise TypeError('%s must be a sequence of integers, got %r' % (name, dim))
        while len(dim) < 3:
            dim.append(1)
        dim = tuple(int(v) for v in dim)
        if min(dim) < 0:
            raise ValueError('negative dimensions are not allowed')
        return dim
    return check(griddim, 'griddim'), check(blockdim, 'blockdim')


class _LaunchConfiguration(object):
    """A kernel with its grid, block, stream and dynamic shared memory."""

    def __init__(self, dispatcher, griddim, blockdim, stream, sharedmem):
        self.dispatcher = dispatcher
        self.griddim, self.blockdim = _normalize_dims(griddim, blockdim)
        self.stream = stream
        self.sharedmem = sharedmem
        if _config.CUDA_LOW_OCCUPANCY_WARNINGS and _driver.on_gpu():
            blocks = self.griddim[0] * self.griddim[1] * self.griddim[2]
            if blocks < _MIN_GRID_SIZE:
                _warn_performance("Grid size %d will likely result in GPU under-utilization due to low occupancy."
                                  % blocks)

    def __call__(self, *args):
        return self.dispatcher._launch(args, self.griddim, self.blockdim, self.stream, self.sharedmem)

    # What the native configured kernel (_tpy_numba.cuda_configure) hands
    # back: calls with host arrays, which are copied in and back here.
    _call = __call__


class CUDADispatcher(object):
    """A CUDA kernel: configure with kernel[griddim, blockdim] and call."""

    def __init__(self, py_func, sigs, options):
        self.py_func = py_func
        self.targetoptions = options
        self._native = _tpy_numba.Dispatcher(py_func, _native_options(options, 1))
        self.__name__ = py_func.__name__
        self.__qualname__ = getattr(py_func, '__qualname__', py_func.__name__)
        self.__doc__ = py_func.__doc__
        self.__module__ = py_func.__module__
        if sigs:
            for sig in sigs:
                self._native.compile(_sigutils.parse_signature(sig))
            self._native.disable_compile()

    def __getitem__(self, config):
        if not isinstance(config, tuple):
            config = (config,)
        if len(config) not in (2, 3, 4):
            raise ValueError('must specify at least the griddim and blockdim')
        return self.configure(*config)

    def configure(self, griddim, blockdim, stream=0, sharedmem=0):
        """kernel[griddim, blockdim, stream, sharedmem]: a configured kernel
        whose calls launch from C++ (host arrays go through Python)."""
        config = _LaunchConfiguration(self, griddim, blockdim, stream, sharedmem)
        gpu = _driver.on_gpu()
        return _tpy_numba.cuda_configure(self._native, config.griddim, config.blockdim, sharedmem,
                                         gpu, config, _driver._stream_handle(stream) if gpu and stream else 0)

    def forall(self, ntasks, tpb=0, stream=0, sharedmem=0):
        """A configuration running ntasks threads (blocks of tpb, or 1024 if tpb is 0)."""
        if ntasks < 0:
            raise ValueError("Can't create ForAll with negative task count: %s" % ntasks)
        tpb = tpb or 1024
        blocks = (ntasks + tpb - 1) // tpb if ntasks else 0
        return self.configure(max(blocks, 1) if ntasks else 0, tpb, stream, sharedmem)

    def __call__(self, *args, **kwargs):
        raise ValueError(_MISSING_LAUNCH_CONFIG)

    def _launch(self, args, griddim, blockdim, stream, sharedmem):
        if griddim[0] * griddim[1] * griddim[2] == 0:
            return None
        if _driver.on_gpu():
            return self._launch_gpu(args, griddim, blockdim, stream, sharedmem)
        # Host arrays are copied to the device and back after the kernel,
        # as on a GPU: a launch that fails leaves them as they were.
        native, back = [], []
        for a in args:
            if _is_device_array(a):
                native.append(a._ary)
            elif isinstance(a, _np.ndarray):
                copy = a.copy()
                native.append(copy)
                back.append((a, copy))
            else:
                native.append(a)
        _tpy_numba.cuda_launch(self._native, griddim, blockdim, sharedmem, tuple(native))
        for host, copy in back:
            try:
                host[...] = copy
            except ValueError:   # a read-only host array: nothing to bring back
                pass
        return None

    def _launch_gpu(self, args, griddim, blockdim, stream, sharedmem):
        # Host arrays go to the device and come back after the kernel
        # (with Numba's warning; on a stream, asynchronously: valid once it
        # is synchronized); device arrays stay put and the launch is
        # asynchronous, on the stream if one is given.
        handle = _driver._stream_handle(stream)
        native, back = [], None
        for a in args:
            if _is_device_array(a):
                native.append(a._ary)
            elif isinstance(a, _np.ndarray):
                if _config.CUDA_WARN_ON_IMPLICIT_COPY:
                    _warn_performance("Host array used in CUDA kernel will incur copy overhead to/from device.")
                from numba.cuda import api
                d = api.to_device(a, stream=stream)
                native.append(d._ary)
                back = (back or []) + [(a, d)]
            else:
                native.append(a)
        _tpy_numba.cuda_launch_gpu(self._native, griddim, blockdim, sharedmem, tuple(native), handle)
        if back:
            for host, d in back:
                try:
                    d.copy_to_host(host, stream=stream)
                except ValueError:   # a read-only host array: nothing to bring back
                    pass
        return None

    def inspect_cuda(self, signature=None):
        """The CUDA C tpy prints for the GPU: a dict of it by argument types, or
        the text for `signature` (a tuple of argument types) alone."""
        sources = {}
        for i, sig in enumerate(self._native.nopython_signatures):
            sources[tuple(sig.args)] = _tpy_numba.cuda_source_at(self._native, i)
        if signature is not None:
            return sources[tuple(signature)]
        return sources

    @property
    def signatures(self):
        return self._native.signatures

    @property
    def nopython_signatures(self):
        return self._native.nopython_signatures

    def __repr__(self):
        return '<numba.cuda.dispatcher.CUDADispatcher object at %#x>' % id(self)


def DeviceFunction(py_func, sigs, options):
    """A device function: a native dispatcher kernels inline (callable from
    host code too, where it runs compiled on the CPU)."""
    native = _tpy_numba.Dispatcher(py_func, _native_options(options, 2))
    for sig in sigs or ():
        native.compile(_sigutils.parse_signature(sig))
    return native
