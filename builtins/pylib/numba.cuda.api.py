"""numba.cuda.api — the host side of tpy's `numba.cuda` (Numba 0.56's names,
defaults and errors): device arrays (to_device, device_array, pinned and
mapped arrays), the CUDA array interface, devices (gpus, select_device,
detect), contexts, streams, events and deferred cleanup.

`from numba import cuda` exports all of it (numba.cuda's __init__). It is
the GPU's when the driver finds one (device memory, the driver's streams
and events), else the CUDA simulator's: arrays live in host memory
(numba.cuda.cudadrv.devicearray), there is one device, streams and events
complete at once. Kernels and what they call are numba.cuda.decorators'
and numba.cuda.stubs'.
"""

import contextlib

import numpy as np

from numba.cuda.cudadrv import devicearray, devices, driver
from numba.cuda.cudadrv.devicearray import (DeviceNDArray, MappedNDArray, ManagedNDArray,
                                            sentry_contiguous, _host_empty, _host_empty_like,
                                            _host_copy, _contiguous, _memory_empty,
                                            _memory_empty_like)

__all__ = [
    'to_device', 'device_array', 'device_array_like', 'pinned_array',
    'pinned_array_like', 'mapped_array', 'mapped_array_like', 'managed_array',
    'pinned', 'mapped', 'as_cuda_array', 'is_cuda_array',
    'from_cuda_array_interface', 'defer_cleanup', 'current_context',
    'require_context', 'is_available', 'cuda_error', 'detect', 'gpus',
    'list_devices', 'select_device', 'get_current_device', 'close',
    'synchronize', 'stream', 'default_stream', 'legacy_default_stream',
    'per_thread_default_stream', 'external_stream', 'event',
    'event_elapsed_time', 'profiling', 'profile_start', 'profile_stop',
    'devicearray',
]

require_context = devices.require_context
current_context = devices.get_context
gpus = devices.gpus


def is_available():
    """Whether CUDA is usable: a GPU was found, or the simulator was asked
    for (NUMBA_ENABLE_CUDASIM=1). Where neither holds, tpy still runs
    kernels on its simulator, but answers False."""
    return driver.on_gpu() or bool(driver.config.ENABLE_CUDASIM)


def cuda_error():
    """The error that keeps CUDA from initialising, or None."""
    if driver.on_gpu() or driver.config.ENABLE_CUDASIM:
        return None
    return driver.gpu_reason()


# ----------------------------------------------------------- device arrays

def to_device(obj, stream=0, copy=True, to=None):
    """to_device(obj, stream=0, copy=True, to=None)

    A new device array holding a copy of `obj` (an array, or anything
    np.asarray takes), laid out as it is; or, with `to`, copy `obj` into
    that device array and return it."""
    if to is not None:
        if copy:
            to.copy_to_device(obj, stream=stream)
        return to
    ary = obj._ary if devicearray.is_device_array(obj) else np.asarray(obj)
    sentry_contiguous(ary)
    dev = DeviceNDArray._wrap(_memory_empty_like(ary), stream)
    _host_copy(dev._ary, ary, stream)
    return dev


def device_array(shape, dtype=np.float64, strides=None, order='C', stream=0):
    """device_array(shape, dtype=np.float_, strides=None, order='C', stream=0)

    A new device array; its contents are undefined, as np.empty's."""
    return DeviceNDArray._wrap(_memory_empty(shape, dtype, strides, order), stream)


def managed_array(shape, dtype=np.float64, strides=None, order='C', stream=0,
                  attach_global=True):
    """A new array in managed memory, which host and device both use."""
    return ManagedNDArray._wrap(_host_empty(shape, dtype, strides, order), stream)


def pinned_array(shape, dtype=np.float64, strides=None, order='C'):
    """A new host array in page-locked memory (a NumPy array)."""
    return _host_empty(shape, dtype, strides, order)


def mapped_array(shape, dtype=np.float64, strides=None, order='C', stream=0,
                 portable=False, wc=False):
    """A new array in host memory mapped into the device's address space."""
    return MappedNDArray._wrap(_host_empty(shape, dtype, strides, order), stream)


def _contiguous_strides_like_array(ary):
    """Strides for a new dense array shaped like `ary` whose axes keep their
    order in memory (smallest stride innermost), or None where C or F order
    does that."""
    shape, strides = tuple(ary.shape), tuple(ary.strides)
    itemsize = ary.dtype.itemsize
    if (len(shape) <= 1 or _contiguous(shape, strides, itemsize, 'C')
            or _contiguous(shape, strides, itemsize, 'F')):
        return None
    new = [0] * len(shape)
    step = itemsize
    for axis in sorted(range(len(shape)), key=lambda i: strides[i]):
        new[axis] = step
        step *= shape[axis]
    return tuple(new)


def _order_like_array(ary):
    shape, strides = tuple(ary.shape), tuple(ary.strides)
    itemsize = ary.dtype.itemsize
    if _contiguous(shape, strides, itemsize, 'F') and not _contiguous(shape, strides, itemsize, 'C'):
        return 'F'
    return 'C'


def device_array_like(ary, stream=0):
    """device_array() with the shape, dtype and layout of `ary`."""
    return device_array(shape=ary.shape, dtype=ary.dtype,
                        strides=_contiguous_strides_like_array(ary),
                        order=_order_like_array(ary), stream=stream)


def mapped_array_like(ary, stream=0, portable=False, wc=False):
    """mapped_array() with the shape, dtype and layout of `ary`."""
    return mapped_array(shape=ary.shape, dtype=ary.dtype,
                        strides=_contiguous_strides_like_array(ary),
                        order=_order_like_array(ary), stream=stream,
                        portable=portable, wc=wc)


def pinned_array_like(ary):
    """pinned_array() with the shape, dtype and layout of `ary`."""
    return pinned_array(shape=ary.shape, dtype=ary.dtype,
                        strides=_contiguous_strides_like_array(ary),
                        order=_order_like_array(ary))


@contextlib.contextmanager
def pinned(*arylist):
    """A context manager that page-locks host arrays while it runs."""
    yield


@contextlib.contextmanager
def mapped(*arylist, **kws):
    """A context manager mapping host arrays into the device's address
    space: it gives a device array for each (one, or a list), sharing the
    host array's memory."""
    assert not kws or 'stream' in kws, "Only accept 'stream' as keyword."
    stream = kws.get('stream', 0)
    devarylist = [DeviceNDArray._wrap(np.asarray(ary), stream) for ary in arylist]
    if len(devarylist) == 1:
        yield devarylist[0]
    else:
        yield devarylist


# ----------------------------------------------------- CUDA array interface

def is_cuda_array(obj):
    """Whether `obj` is a device array or has a __cuda_array_interface__
    (which is not checked)."""
    return devicearray.is_device_array(obj) or hasattr(obj, '__cuda_array_interface__')


def as_cuda_array(obj, sync=True):
    """A device array viewing the memory of `obj`, which implements the CUDA
    array interface; nothing is copied."""
    if not is_cuda_array(obj):
        raise TypeError("*obj* doesn't implement the cuda array interface.")
    if devicearray.is_device_array(obj):
        return DeviceNDArray._wrap(obj._ary, obj.stream)
    return from_cuda_array_interface(obj.__cuda_array_interface__, owner=obj, sync=sync)


def from_cuda_array_interface(desc, owner=None, sync=True):
    """A device array for a __cuda_array_interface__ description. The
    simulator's device memory is host memory it allocated itself, so only
    descriptions of its own device arrays (an `owner` that is one) can be
    imported."""
    version = desc.get('version')
    if 1 <= version:
        mask = desc.get('mask')
        if mask is not None:
            raise NotImplementedError('Masked arrays are not supported')
    if devicearray.is_device_array(owner):
        return DeviceNDArray._wrap(owner._ary, owner.stream)
    raise NotImplementedError("the CUDA simulator cannot use device memory it did "
                              "not allocate")


# ----------------------------------------------------------------- devices

def detect():
    """Print the devices found: the GPU (then True), the simulator's one
    when it was asked for (then None, as Numba's simulator), else why there
    is none (then False)."""
    if driver.on_gpu():
        dev = get_current_device()
        print('Found 1 CUDA devices')
        print('id %d    %20s %40s' % (dev.id, dev.name, '[SUPPORTED]'))
        print('%40s: %d.%d' % ('Compute Capability', dev.compute_capability[0], dev.compute_capability[1]))
        print('%40s: %s' % ('UUID', dev.uuid))
        print('Summary:')
        print('\t1/1 devices are supported')
        return True
    if driver.config.ENABLE_CUDASIM:
        print('Found 1 CUDA devices')
        print('id %d    %20s %40s' % (0, 'SIMULATOR', '[SUPPORTED]'))
        print('%40s: 5.3' % 'compute capability')
        return None
    print('CUDA is not available: %s' % driver.gpu_reason())
    print('(tpy runs kernels on its CPU simulator)')
    return False


def list_devices():
    """The devices (cuda.gpus)."""
    return devices.gpus


def select_device(device_id=0):
    """Make device `device_id` current and return it (the simulator has only
    device 0)."""
    if device_id != 0:
        raise AssertionError('Only a single device supported by the simulator')
    return devices.get_context(device_id).device


def get_current_device():
    """The current device."""
    return current_context().device


def close():
    """Drop every context; the next use of the device makes a new one."""
    devices.reset()


def synchronize():
    """Wait for all the current context's work, on every stream (done
    already, in the simulator)."""
    return current_context().synchronize()


@contextlib.contextmanager
def defer_cleanup():
    """Hold deallocations until the block ends (they can nest)."""
    with current_context().defer_cleanup():
        yield


# --------------------------------------------------------- streams, events

def stream():
    """A new CUDA stream."""
    return current_context().create_stream()


def default_stream():
    """The default stream (the legacy default stream, in Numba)."""
    return current_context().get_default_stream()


def legacy_default_stream():
    """The legacy default stream."""
    return current_context().get_legacy_default_stream()


def per_thread_default_stream():
    """The per-thread default stream."""
    return current_context().get_per_thread_default_stream()


def external_stream(ptr):
    """A stream object for a stream made outside tpy (`ptr` is its handle,
    an int)."""
    return current_context().create_external_stream(ptr)


def event(timing=True):
    """A new CUDA event; with timing=False it records no time."""
    return current_context().create_event(timing=timing)


event_elapsed_time = driver.event_elapsed_time
profiling = driver.profiling
profile_start = driver.profile_start
profile_stop = driver.profile_stop
