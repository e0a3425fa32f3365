"""numba.cuda.cudadrv.devicearray — tpy's device arrays (DeviceNDArray).

On a GPU (driver.on_gpu()) `_ary` is a header: an ndarray whose data is a
device address (made by _tpy_numba.cuda_device_empty). Its views are views
of it; host code never reads through it: copies go through
_tpy_numba.cuda_copy and reading an element copies it to the host first.
In the CUDA simulator a device array's memory is a host NumPy array, kept in
`_ary`; views (slices, reshapes, transposes) are DeviceNDArrays whose `_ary`
is a NumPy view of their parent's, so they share its memory. The kernel
launcher passes `_ary` to the compiled kernel (is_device_array tells it
which arguments are device arrays). What a program can see follows Numba's
simulator: printing shows the contents, attributes Numba's DeviceNDArray
lacks are looked up on the host array, operators act on the contents.
Allocation and the API functions that make arrays are numba.cuda.api's.
"""

import numpy as np

from numba.cuda.cudadrv import driver as _driver

__all__ = ['DeviceNDArrayBase', 'DeviceNDArray', 'MappedNDArray', 'ManagedNDArray',
           'is_device_array', 'is_cuda_ndarray', 'verify_cuda_ndarray_interface',
           'require_cuda_ndarray', 'from_array_like', 'auto_device', 'array_core',
           'is_contiguous', 'sentry_contiguous', 'check_array_compatibility',
           'errmsg_contiguous_buffer']

errmsg_contiguous_buffer = ("Array contains non-contiguous buffer and cannot "
                            "be transferred as a single memory region. Please "
                            "ensure contiguous buffer with numpy "
                            ".ascontiguousarray()")


# ------------------------------------------------ layout of host memory

def _normalize_shape(shape):
    if isinstance(shape, (tuple, list)):
        return tuple(int(n) for n in shape)
    return (int(shape),)


def _contiguous(shape, strides, itemsize, order):
    """NumPy's C_CONTIGUOUS ('C') or F_CONTIGUOUS ('F') flag, from the
    geometry alone: size-1 axes are ignored, empty arrays are both."""
    if 0 in shape:
        return True
    axes = range(len(shape) - 1, -1, -1) if order == 'C' else range(len(shape))
    expected = itemsize
    for i in axes:
        if shape[i] != 1:
            if strides[i] != expected:
                return False
            expected *= shape[i]
    return True


def _empty_permuted(shape, dtype, perm):
    """A new dense host array whose axes lie in memory in the order `perm`
    (outermost first): the array of shape [shape[p] for p in perm],
    transposed back."""
    base = np.empty(tuple(shape[p] for p in perm), dtype)
    inverse = [0] * len(perm)
    for i, p in enumerate(perm):
        inverse[p] = i
    if perm == sorted(perm):
        return base
    return base.transpose(tuple(inverse))


def _host_empty(shape, dtype=np.float64, strides=None, order='C'):
    """A new host array (contents undefined) of this shape and dtype, laid
    out in `order` ('C' or 'F') or with exactly `strides`, which must
    describe a dense array (one whose axes are some permutation of C order:
    what device_array_like makes)."""
    shape = _normalize_shape(shape)
    dtype = np.dtype(dtype)
    ndim = len(shape)
    if strides is None:
        if order == 'F':
            return _empty_permuted(shape, dtype, list(range(ndim - 1, -1, -1)))
        return np.empty(shape, dtype)
    strides = _normalize_shape(strides)
    if len(strides) != ndim:
        raise ValueError("strides, if given, must be the same length as shape")
    for n in shape:
        if n < 0:
            raise ValueError("negative dimensions are not allowed")
    perm = sorted(range(ndim), key=lambda i: -strides[i])
    ary = _empty_permuted(shape, dtype, perm)
    if ary.size and tuple(ary.strides) != strides:
        raise ValueError("strides is incompatible with shape of requested array "
                         "and size of buffer")
    return ary


def _host_empty_like(ary):
    """A new host array shaped like `ary` whose axes keep their order in
    memory (NumPy's order='K')."""
    shape, strides = tuple(ary.shape), tuple(ary.strides)
    itemsize = ary.dtype.itemsize
    if _contiguous(shape, strides, itemsize, 'C'):
        return np.empty(shape, ary.dtype)
    if _contiguous(shape, strides, itemsize, 'F'):
        return _host_empty(shape, ary.dtype, order='F')
    perm = sorted(range(len(shape)), key=lambda i: -abs(strides[i]))
    return _empty_permuted(shape, ary.dtype, perm)


def _host_copy(dst, src, stream=0):
    """Copy `src` into `dst`, arrays in host memory or (on a GPU) device
    headers (NumPy's broadcasting and errors between host arrays). With a
    stream (a Stream, not 0) a GPU copy is asynchronous on it: the host
    side is kept alive, and is valid, once the stream is synchronized."""
    if _driver.on_gpu():
        import _tpy_numba
        if _tpy_numba.cuda_is_device(dst) or _tpy_numba.cuda_is_device(src):
            src = np.asarray(src) if not isinstance(src, np.ndarray) else src
            if stream:
                _tpy_numba.cuda_copy(dst, src, _driver._stream_handle(stream), _driver._keep_list(stream))
            else:
                _tpy_numba.cuda_copy(dst, src)
            return
    dst[...] = src


def _dense_strides(shape, itemsize, order):
    strides = [0] * len(shape)
    step = itemsize
    axes = range(len(shape) - 1, -1, -1) if order == 'C' else range(len(shape))
    for i in axes:
        strides[i] = step
        step *= shape[i]
    return tuple(strides)


def _memory_empty(shape, dtype=np.float64, strides=None, order='C'):
    """New memory for a device array: device memory on a GPU, else a host
    array (_host_empty's layouts either way)."""
    if not _driver.on_gpu():
        return _host_empty(shape, dtype, strides, order)
    import _tpy_numba
    shape = _normalize_shape(shape)
    dtype = np.dtype(dtype)
    for n in shape:
        if n < 0:
            raise ValueError("negative dimensions are not allowed")
    if strides is None:
        strides = _dense_strides(shape, dtype.itemsize, 'F' if order == 'F' else 'C')
    else:
        # Exactly the strides of a dense array whose axes lie in memory in
        # the order of decreasing stride, as _host_empty accepts.
        strides = _normalize_shape(strides)
        if len(strides) != len(shape):
            raise ValueError("strides, if given, must be the same length as shape")
        perm = sorted(range(len(shape)), key=lambda i: -strides[i])
        dense = [0] * len(shape)
        step = dtype.itemsize
        for i in reversed(perm):
            dense[i] = step
            step *= shape[i]
        if 0 not in shape and tuple(dense) != strides:
            raise ValueError("strides is incompatible with shape of requested array "
                             "and size of buffer")
    return _tpy_numba.cuda_device_empty(shape, strides, dtype)


def _memory_empty_like(ary):
    """New device memory shaped and laid out like `ary` (order 'K')."""
    if not _driver.on_gpu():
        return _host_empty_like(ary)
    host = _host_empty_like(ary) if ary.ndim > 1 else None
    strides = tuple(host.strides) if host is not None else None
    return _memory_empty(tuple(ary.shape), ary.dtype, strides)


def _on_device(ary):
    if not _driver.on_gpu():
        return False
    import _tpy_numba
    return _tpy_numba.cuda_is_device(ary)


def _readable(dev):
    """Host memory holding `dev`'s contents: its own in the simulator, a
    copy on a GPU."""
    return dev._copy_to_host_now() if _on_device(dev._ary) else dev._ary


def _typestr(dtype):
    # NumPy's dtype.str on a little-endian host: '|' for one-byte types.
    order = '|' if dtype.itemsize == 1 else '<'
    return '%s%s%d' % (order, dtype.kind, dtype.itemsize)


def _host_address(ary):
    """The address of a host array's first element."""
    iface = getattr(ary, '__array_interface__', None)
    if iface is not None:
        return iface['data'][0]
    return ary.ctypes.data


def _host(value):
    """`value` with device arrays replaced by their contents in host memory
    (their own memory in the simulator, a copy on a GPU)."""
    return _readable(value) if isinstance(value, DeviceNDArrayBase) else value


def _on_same_memory(result):
    """A device array holding `result` (a host array an operator made):
    itself in the simulator, a copy in device memory on a GPU."""
    if not _driver.on_gpu():
        return DeviceNDArray._wrap(result)
    dev = DeviceNDArray._wrap(_memory_empty_like(result))
    _host_copy(dev._ary, result)
    return dev


def _is_basic_index(k):
    """Whether NumPy's basic indexing takes `k` (an int, slice, Ellipsis or
    None): the result is a view."""
    if k is None or isinstance(k, (slice, type(Ellipsis))):
        return True
    return not isinstance(k, (bool, np.ndarray, list, tuple)) and hasattr(k, '__index__')


def _device_view(ary, item):
    """(view, is one element) for `ary[item]` on a device header: a header
    of the memory the key names, an element as a view of one element; (None,
    False) for integer-array or boolean keys, which NumPy answers with copies."""
    key = item if isinstance(item, tuple) else (item,)
    if not all(_is_basic_index(k) for k in key):
        return None, False
    ints = [k for k in key if not isinstance(k, (slice, type(Ellipsis))) and k is not None]
    if len(ints) == ary.ndim and len(ints) + sum(1 for k in key if k is Ellipsis) == len(key):
        return ary[tuple(_element_slice(k, ax, n) for ax, (k, n) in enumerate(zip(ints, ary.shape)))], True
    return ary[item], False


def _reshape(ary, newshape, order):
    """ary.reshape(newshape) read in C or Fortran order ('F' is C order with
    every axis reversed)."""
    if order == 'F':
        return ary.transpose().reshape(tuple(reversed(newshape))).transpose()
    return ary.reshape(newshape)


def _ravel(ary, order):
    return ary.transpose().ravel() if order == 'F' else ary.ravel()


def _element_slice(k, axis, n):
    """The slice of length one that index `k` picks along an axis of `n`
    elements (NumPy's IndexError when it is out of range)."""
    i = k.__index__()
    if not -n <= i < n:
        raise IndexError("index %d is out of bounds for axis %d with size %d" % (i, axis, n))
    if i < 0:
        i += n
    return slice(i, i + 1)


# ---------------------------------------------------------- device arrays

class DeviceNDArrayBase(object):
    """A device array: shape, strides, dtype, size, ndim, nbytes, and the
    copies between host and device."""

    # What driver.is_device_memory and is_cuda_ndarray look for.
    __cuda_memory__ = True
    __cuda_ndarray__ = True

    def __init__(self, shape, strides, dtype, stream=0, gpu_data=None):
        """A device array of this geometry: new memory, or `gpu_data`
        (in the simulator, the host array that is its memory)."""
        if gpu_data is None:
            gpu_data = _memory_empty(shape, dtype, strides)
        self._ary = gpu_data
        self.stream = stream

    @classmethod
    def _wrap(cls, ary, stream=0):
        # A device array whose memory is the host array `ary` (no copy).
        self = cls.__new__(cls)
        self._ary = ary
        self.stream = stream
        return self

    # -- geometry

    @property
    def shape(self):
        return tuple(self._ary.shape)

    @property
    def strides(self):
        return tuple(self._ary.strides)

    @property
    def dtype(self):
        return self._ary.dtype

    @property
    def ndim(self):
        return self._ary.ndim

    @property
    def size(self):
        return self._ary.size

    @property
    def nbytes(self):
        return self.dtype.itemsize * self.size

    @property
    def alloc_size(self):
        return self.nbytes

    @property
    def gpu_data(self):
        return self._ary

    @property
    def flags(self):
        """The C_CONTIGUOUS and F_CONTIGUOUS flags, as a dict."""
        return {'C_CONTIGUOUS': self.is_c_contiguous(),
                'F_CONTIGUOUS': self.is_f_contiguous()}

    def is_c_contiguous(self):
        return _contiguous(self.shape, self.strides, self.dtype.itemsize, 'C')

    def is_f_contiguous(self):
        return _contiguous(self.shape, self.strides, self.dtype.itemsize, 'F')

    @property
    def _numba_type_(self):
        from numba.core.typing.typeof import typeof
        return typeof(self._ary)

    @property
    def __cuda_array_interface__(self):
        ptr = _host_address(self._ary) if self.size else 0
        return {
            'shape': self.shape,
            'strides': None if is_contiguous(self) else self.strides,
            'data': (ptr, False),
            'typestr': _typestr(self.dtype),
            'stream': int(self.stream) if self.stream != 0 else None,
            'version': 3,
        }

    def _default_stream(self, stream):
        return self.stream if not stream else stream

    def bind(self, stream=0):
        """This array with `stream` as the default of its operations."""
        return type(self)._wrap(self._ary, stream)

    # -- copies

    def copy_to_host(self, ary=None, stream=0):
        """Copy to the host: into `ary` (which it returns) or a new array.
        On a stream (this array's, if bound to one) the copy is
        asynchronous: the array is valid once the stream is synchronized."""
        stream = self._default_stream(stream)
        if ary is None:
            ary = _host_empty_like(self._ary)
        else:
            check_array_compatibility(self, ary)
        _host_copy(ary, self._ary, stream)
        return ary

    def copy_to_device(self, ary, stream=0):
        """Copy `ary` (a host or device array of the same dtype, shape and
        layout) into this array (asynchronously on a stream)."""
        stream = self._default_stream(stream)
        sentry_contiguous(self)
        self_core, ary_core = array_core(self), array_core(ary)
        if isinstance(ary, DeviceNDArrayBase):
            sentry_contiguous(ary)
            check_array_compatibility(self_core, ary_core)
            _host_copy(self_core._ary, ary_core._ary, stream)
        else:
            # A host array laid out otherwise is copied in this array's
            # order first, as one contiguous transfer would need.
            ary_core = np.asarray(ary_core)
            order = 'C' if self_core.is_c_contiguous() else 'F'
            if not _contiguous(tuple(ary_core.shape), tuple(ary_core.strides),
                               ary_core.dtype.itemsize, order):
                tmp = _host_empty(ary_core.shape, ary_core.dtype, order=order)
                _host_copy(tmp, ary_core)
                ary_core = tmp
            check_array_compatibility(self_core, ary_core)
            _host_copy(self_core._ary, ary_core, stream)

    def _copy_to_host_now(self):
        # A new host array holding this array's elements now: a copy on the
        # legacy default stream, which waits for the work queued on tpy's
        # streams (what tpy's own host-side reads use, whatever stream the
        # array is bound to).
        ary = _host_empty_like(self._ary)
        _host_copy(ary, self._ary)
        return ary

    # -- views

    def split(self, section, stream=0):
        """Split along the first axis into pieces of `section` elements (the
        last may be shorter): a list of views."""
        stream = self._default_stream(stream)
        n = len(self)
        starts = list(range(0, n, section)) or [0]
        return [type(self)._wrap(self._ary[s:s + section], stream) for s in starts]

    @property
    def T(self):
        return self.transpose()

    def transpose(self, axes=None):
        return type(self)._wrap(self._ary.transpose(axes), self.stream)

    def squeeze(self, axis=None, stream=0):
        """The view without the axes of length 1 (or just `axis`)."""
        stream = self._default_stream(stream)
        if axis is None:
            return type(self)._wrap(self._ary.squeeze(), stream)
        return type(self)._wrap(self._ary.squeeze(axis), stream)

    def view(self, dtype):
        """The same memory read as another dtype."""
        return type(self)._wrap(self._ary.view(dtype), self.stream)

    def as_cuda_arg(self):
        return self._ary

    def get_ipc_handle(self):
        raise NotImplementedError('IPC handles are not supported by the CUDA simulator')

    # -- what the simulator's device arrays share with NumPy's

    def __getattr__(self, attrname):
        if attrname.startswith('__') or attrname == '_ary':
            raise AttributeError(attrname)
        try:
            return getattr(_readable(self), attrname)
        except AttributeError:
            raise AttributeError("Wrapped array has no attribute '%s'" % attrname) from None

    def __str__(self):
        return str(_readable(self))

    def __repr__(self):
        return repr(_readable(self))


class DeviceNDArray(DeviceNDArrayBase):
    """An array in device memory (`cuda.to_device`, `cuda.device_array`)."""

    def __array__(self, dtype=None):
        host = self._copy_to_host_now()
        return host if dtype is None else host.astype(dtype)

    def __len__(self):
        return len(self._ary)

    def __iter__(self):
        for i in range(len(self)):
            yield self[i]

    def reshape(self, *newshape, order='C'):
        """The same memory with another shape (ints or one tuple; -1 for
        one inferred length), read in C or Fortran order."""
        if len(newshape) == 1 and isinstance(newshape[0], (tuple, list)):
            newshape = tuple(newshape[0])
        if order == 'A':
            order = 'F' if self.is_f_contiguous() and not self.is_c_contiguous() else 'C'
        if _on_device(self._ary):
            import _tpy_numba
            # A view where NumPy gives one, else (as NumPy) a copy.
            ary = self._ary.transpose() if order == 'F' else self._ary
            shape = tuple(reversed(newshape)) if order == 'F' else newshape
            view = _tpy_numba.cuda_reshape_view(ary, shape)
            if view is None:
                return _on_same_memory(_reshape(self._copy_to_host_now(), newshape, order))
            return type(self)._wrap(view.transpose() if order == 'F' else view, self.stream)
        return type(self)._wrap(_reshape(self._ary, newshape, order), self.stream)

    def ravel(self, order='C', stream=0):
        """The elements in a 1-d array, in C or Fortran order."""
        stream = self._default_stream(stream)
        if order in ('A', 'K'):
            order = 'F' if self.is_f_contiguous() and not self.is_c_contiguous() else 'C'
        if _on_device(self._ary) and not (self.is_f_contiguous() if order == 'F' else self.is_c_contiguous()):
            # Not a view of the device memory: the elements copied, in order.
            return _on_same_memory(_ravel(self._copy_to_host_now(), order))
        return type(self)._wrap(_ravel(self._ary, order), stream)

    def __getitem__(self, item):
        return self._do_getitem(item)

    def getitem(self, item, stream=0):
        """self[item], with `stream` as the default stream of a view."""
        return self._do_getitem(item, stream)

    def _do_getitem(self, item, stream=0):
        if _on_device(self._ary):
            view, element = _device_view(self._ary, item)
            if view is None:
                # Integer-array and boolean indexing make a copy in NumPy too.
                return _on_same_memory(self._copy_to_host_now()[item])
            if element:
                # One element: its bytes are copied out.
                host = np.empty(view.shape, view.dtype)
                _host_copy(host, view)
                return host.ravel()[0]
            # Slices are views: headers of the same device memory.
            return type(self)._wrap(view, self._default_stream(stream))
        result = self._ary[item]
        if isinstance(result, np.ndarray):
            return type(self)._wrap(result, self._default_stream(stream))
        return result

    def __setitem__(self, key, value):
        self.setitem(key, value)

    def setitem(self, key, value, stream=0):
        """self[key] = value, on `stream` (this array's, if bound to one:
        then asynchronously on a GPU)."""
        if _on_device(self._ary):
            stream = self._default_stream(stream)
            value = _host(value)
            view, _ = _device_view(self._ary, key)
            if view is None:
                # Integer-array or boolean keys: the whole array through the host.
                host = self._copy_to_host_now()
                host[key] = value
                _host_copy(self._ary, host, stream)
                return
            # The elements the key names, written from a host array of their shape.
            host = np.empty(view.shape, view.dtype)
            host[...] = value
            _host_copy(view, host, stream)
            return
        self._ary[key] = _host(value)

    # Element-wise operators give device arrays, as in Numba's simulator.

    def __eq__(self, other):
        return _on_same_memory(_readable(self) == _host(other))

    def __ne__(self, other):
        return _on_same_memory(_readable(self) != _host(other))

    def __lt__(self, other):
        return _on_same_memory(_readable(self) < _host(other))

    def __le__(self, other):
        return _on_same_memory(_readable(self) <= _host(other))

    def __gt__(self, other):
        return _on_same_memory(_readable(self) > _host(other))

    def __ge__(self, other):
        return _on_same_memory(_readable(self) >= _host(other))

    def __add__(self, other):
        return _on_same_memory(_readable(self) + _host(other))

    def __sub__(self, other):
        return _on_same_memory(_readable(self) - _host(other))

    def __mul__(self, other):
        return _on_same_memory(_readable(self) * _host(other))

    def __floordiv__(self, other):
        return _on_same_memory(_readable(self) // _host(other))

    def __truediv__(self, other):
        return _on_same_memory(_readable(self) / _host(other))

    def __mod__(self, other):
        return _on_same_memory(_readable(self) % _host(other))

    def __pow__(self, other):
        return _on_same_memory(_readable(self) ** _host(other))

    __hash__ = None


class MappedNDArray(DeviceNDArray):
    """A mapped array (`cuda.mapped_array`): host memory the device reads
    and writes; in the simulator, a device array."""


class ManagedNDArray(DeviceNDArray):
    """A managed array (`cuda.managed_array`): memory both host and device
    use; in the simulator, a device array."""


# ---------------------------------------------------------------- helpers

def is_device_array(obj):
    """Whether `obj` is one of tpy's device arrays (whose memory, in the
    simulator, is `obj._ary`)."""
    return isinstance(obj, DeviceNDArrayBase)


def is_cuda_ndarray(obj):
    """Whether `obj` says it is a CUDA ndarray (its __cuda_ndarray__)."""
    return getattr(obj, '__cuda_ndarray__', False)


def require_cuda_ndarray(obj):
    """ValueError unless `obj` is a CUDA ndarray."""
    if not is_cuda_ndarray(obj):
        raise ValueError('require an cuda ndarray object')


def verify_cuda_ndarray_interface(obj):
    """Check that a CUDA ndarray has a tuple shape and strides, an np.dtype
    dtype and an int size (AttributeError naming the first that is wrong)."""
    require_cuda_ndarray(obj)
    for attr, typ in (('shape', tuple), ('strides', tuple), ('dtype', np.dtype),
                      ('size', int)):
        if not hasattr(obj, attr):
            raise AttributeError(attr)
        if not isinstance(getattr(obj, attr), typ):
            raise AttributeError('%s must be of type %s' % (attr, typ))


def from_array_like(ary, stream=0, gpu_data=None):
    """A new device array with the shape, strides and dtype of `ary`."""
    return DeviceNDArray(ary.shape, ary.strides, ary.dtype, stream=stream,
                         gpu_data=gpu_data)


def array_core(ary):
    """The view of `ary` without its broadcast (stride 0) axes, each taken
    at index 0: the memory it really spans."""
    if not ary.strides or not ary.size:
        return ary
    return ary[tuple(0 if st == 0 else slice(None) for st in ary.strides)]


def is_contiguous(ary):
    """Whether `ary` is C-contiguous once broadcast (stride 0) and length-1
    axes are ignored."""
    expected = ary.dtype.itemsize
    for n, st in reversed(list(zip(ary.shape, ary.strides))):
        if n == 1 or st == 0:
            continue
        if st != expected:
            return False
        expected *= n
    return True


def sentry_contiguous(ary):
    core = array_core(ary)
    shape, strides = tuple(core.shape), tuple(core.strides)
    itemsize = core.dtype.itemsize
    if (not _contiguous(shape, strides, itemsize, 'C')
            and not _contiguous(shape, strides, itemsize, 'F')):
        raise ValueError(errmsg_contiguous_buffer)


def _squeezed(ary):
    shape, strides = [], []
    for n, s in zip(ary.shape, ary.strides):
        if n != 1:
            shape.append(n)
            strides.append(s)
    return tuple(shape), tuple(strides)


def check_array_compatibility(ary1, ary2):
    """Raise unless a copy between `ary1` and `ary2` is one transfer: the
    same dtype (TypeError), shape and strides once length-1 axes are
    dropped (ValueError)."""
    shape1, strides1 = _squeezed(ary1)
    shape2, strides2 = _squeezed(ary2)
    if ary1.dtype != ary2.dtype:
        raise TypeError('incompatible dtype: %s vs. %s' %
                        (ary1.dtype, ary2.dtype))
    if shape1 != shape2:
        raise ValueError('incompatible shape: %s vs. %s' %
                         (tuple(ary1.shape), tuple(ary2.shape)))
    if ary1.size and strides1 != strides2:
        raise ValueError('incompatible strides: %s vs. %s' %
                         (tuple(ary1.strides), tuple(ary2.strides)))


def auto_device(obj, stream=0, copy=True, user_explicit=False):
    """(device array, whether it is new) for `obj`: a device array is
    returned as it is, anything else is copied to a new one (with no
    performance warning, as in Numba's simulator)."""
    if _driver.is_device_memory(obj):
        return obj, False
    if hasattr(obj, '__cuda_array_interface__'):
        from numba.cuda.api import as_cuda_array
        return as_cuda_array(obj), False
    obj = np.asarray(obj)
    sentry_contiguous(obj)
    devobj = DeviceNDArray._wrap(_memory_empty_like(obj), stream)
    if copy:
        _host_copy(devobj._ary, obj, stream)
    return devobj, True
