"""numba.cuda.gufunc — CUDA generalized ufuncs: @guvectorize([...], layout,
target='cuda').

The core function is a device function (compiled for each signature); one
kernel, ordinary Python compiled by @cuda.jit, runs it once per loop index
(grid-stride) on each operand's entry at that index: a view of its core,
with a length-1 axis added where a scalar core is declared as an array.
Operands are laid out on the device as (loop size,) + core, C-contiguous
(device arrays that already are go as views). Numba's rules: one output,
a one-element input of a scalar core broadcast to every index, inputs
matched to the first signature they equal or cast to safely.
"""

import numpy as np

from numba.core import sigutils as _sigutils
from numba.cuda.cudadrv import devicearray as _devicearray
from numba.cuda.vectorizers import BLOCK, _broadcast_shapes, _grid


_KINDS = 'biuf'   # the dtype kinds a safe cast may climb


def _safe_cast(actual, desired):
    """NumPy's can_cast(actual, desired) for bool, integer and float dtypes."""
    if actual == desired:
        return True
    a, d = actual.kind, desired.kind
    if a not in _KINDS or d not in _KINDS:
        return False
    if a == 'b':
        return True
    if d == 'b':
        return False
    if a == d:
        return desired.itemsize >= actual.itemsize
    if a == 'u' and d == 'i':
        return desired.itemsize > actual.itemsize
    if a in 'iu' and d == 'f':
        return desired.itemsize > actual.itemsize or desired.itemsize == 8
    return False


def _gufunc_source(ndecl):
    """The gufunc kernel: thread i calls the core function on operand k's
    i-th entry (a view of its core, or a scalar)."""
    params = ', '.join('a%d' % k for k in range(ndecl))
    items = ', '.join('a%d[i]' % k for k in range(ndecl))
    return ('def __cuda_gufunc(%s, n):\n'
            '    i = cuda.grid(1)\n'
            '    stride = cuda.gridsize(1)\n'
            '    while i < n:\n'
            '        __f(%s)\n'
            '        i += stride\n') % (params, items)


class CUDAGUFunc(object):
    """A CUDA generalized ufunc (@guvectorize([...], layout, target='cuda')):
    the core function runs once per loop index, one GPU thread each, on
    views of each operand's core. One output, as Numba's."""

    def __init__(self, py_func, sigs, layout, options):
        from numba.cuda.dispatcher import DeviceFunction
        from numba.np.ufunc import _layout_dims
        import _tpy_numba
        _tpy_numba.new_gufunc(py_func.__name__, layout)   # checks the layout's syntax
        self.py_func = py_func
        self.__name__ = py_func.__name__
        self.__doc__ = py_func.__doc__
        self.layout = layout
        ins, outs = _layout_dims(layout)
        if len(outs) != 1:
            raise ValueError("only support single output")
        defined = set(d for op in ins for d in op)
        undefined = [d for op in outs for d in op if d not in defined]
        if undefined:
            raise NameError("undefined output symbols: %s" % ','.join(undefined))
        self._cores = ins + outs          # symbols of each operand's core
        self.nin = len(ins)
        self.nout = 1
        self._device = DeviceFunction(py_func, None, options)
        self._types = []    # (input dtypes, output dtype, declared ndims)
        self._kernel = None
        for sig in sigs:
            self.add(sig)

    def add(self, sig):
        if isinstance(sig, str):
            sig = _sigutils.parse_signature(sig)
        args = sig if isinstance(sig, tuple) else sig.args
        if len(args) != len(self._cores):
            raise TypeError("signature has %d arguments; the layout '%s' has %d operands"
                            % (len(args), self.layout, len(self._cores)))
        dtypes, ndims = [], []
        for k, t in enumerate(args):
            nd = getattr(t, 'ndim', 0)
            core = len(self._cores[k])
            if nd != core and not (core == 0 and nd == 1):
                raise TypeError("argument %d of %s has %d dimensions; its layout in '%s' needs %d"
                                % (k, self.__name__, nd, self.layout, core))
            if k >= self.nin and nd == 0:
                raise TypeError("the output of %s must be an array" % self.__name__)
            dtypes.append(np.dtype(str(getattr(t, 'dtype', t)).replace('boolean', 'bool')))
            ndims.append(nd)
        self._device.compile(sig)
        self._types.append((tuple(dtypes[:self.nin]), dtypes[-1], tuple(ndims)))

    def __repr__(self):
        return '<numba.cuda.gufunc.CUDAGUFunc %r>' % self.__name__

    def _select(self, dtypes):
        for formal in self._types:
            if formal[0] == dtypes:
                return formal
        for formal in self._types:
            if all(_safe_cast(a, d) for a, d in zip(dtypes, formal[0])):
                return formal
        raise TypeError("no matching signature")

    def __call__(self, *args, out=None, stream=0):
        from numba import cuda
        from numba.cuda import api
        if len(args) == self.nin + 1:
            if out is not None:
                raise ValueError("cannot specify 'out' as both a positional and keyword argument")
            args, out = args[:-1], args[-1]
        if len(args) != self.nin:
            raise TypeError('invalid number of input argument')
        is_dev = [_devicearray.is_device_array(a) for a in args]
        inputs = [a if d else np.asarray(a) for a, d in zip(args, is_dev)]
        in_dtypes, out_dtype, ndims = self._select(tuple(a.dtype for a in inputs))
        # Each input's loop shape and core; the core symbols' sizes.
        sizes, loops = {}, []
        for k, a in enumerate(inputs):
            core = self._cores[k]
            if not core and a.size == 1:
                # A one-element input of a scalar core is broadcast to every
                # loop index (Numba's rule): it sets no loop dimension.
                inputs[k] = a = a.reshape(())
                continue
            shape = tuple(a.shape)
            if len(shape) < len(core):
                raise ValueError("%s: input %d has %d dimension(s), its core '(%s)' needs %d"
                                 % (self.__name__, k, len(shape), ','.join(core), len(core)))
            split = len(shape) - len(core)
            for sym, n in zip(core, shape[split:]):
                if sizes.setdefault(sym, n) != n:
                    raise ValueError("%s: core dimension %s is %d in one input and %d in another"
                                     % (self.__name__, sym, sizes[sym], n))
            loops.append(shape[:split])
        loop = _broadcast_shapes(loops) if loops else ()
        n = 1
        for d in loop:
            n *= d
        out_core = tuple(sizes[s] for s in self._cores[-1])
        out_shape = loop + out_core
        if out is not None and tuple(out.shape) != out_shape:
            raise ValueError('output shape mismatch')
        if out is not None and out.dtype != out_dtype:
            raise TypeError('incompatible dtype: %s vs. %s' % (out_dtype, out.dtype))
        # Operands as device arrays of shape (n,) + core (+ (1,) where a
        # scalar core is declared as an array).
        dev = []
        for k, a in enumerate(inputs):
            core = tuple(a.shape[len(a.shape) - len(self._cores[k]):])
            full = loop + core
            if a.dtype != in_dtypes[k]:
                if is_dev[k]:   # Numba's words: a device array has no astype
                    raise TypeError("compatible signature is possible by casting but %s does not "
                                    "support .astype()" % type(a))
                a = a.astype(in_dtypes[k])
            flat = (n,) + core + ((1,) if ndims[k] > len(core) else ())
            dev.append(self._as_device(a, full, flat, stream))
        out_flat = (n,) + out_core + ((1,) if ndims[-1] > len(out_core) else ())
        out_dev = out is not None and _devicearray.is_device_array(out)
        if out_dev and out.is_c_contiguous():
            res = out.reshape(out_flat)
        else:
            res = api.device_array(out_flat, dtype=out_dtype, stream=stream)
        if n:
            if self._kernel is None:
                ns = {'cuda': cuda, '__f': self._device}
                exec(_gufunc_source(len(self._cores)), ns)
                self._kernel = cuda.jit(ns['__cuda_gufunc'])
            self._kernel._launch(tuple(dev) + (res, n), (_grid(n), 1, 1), (BLOCK, 1, 1), stream, 0)
        if out_dev:
            if not out.is_c_contiguous():   # res is new memory: its elements go there
                out[...] = res._copy_to_host_now().reshape(out_shape)
            return out
        if out is not None:
            out[...] = res._copy_to_host_now().reshape(out_shape)
            return out
        if any(is_dev):
            return res.reshape(out_shape)
        return res.copy_to_host().reshape(out_shape)

    @staticmethod
    def _as_device(a, full, flat, stream):
        """`a` broadcast to `full`, as a C-contiguous device array of shape
        `flat` (a view of a device array where one exists)."""
        from numba.cuda import api
        if _devicearray.is_device_array(a):
            if tuple(a.shape) == full and a.is_c_contiguous():
                return a.reshape(flat)
            a = a._copy_to_host_now()
        if tuple(a.shape) != full or not _devicearray._contiguous(
                tuple(a.shape), tuple(a.strides), a.dtype.itemsize, 'C'):
            b = np.empty(full, a.dtype)
            b[...] = a
            a = b
        return api.to_device(a.reshape(flat), stream=stream)
