"""numba.cuda.vectorizers — CUDA ufuncs: @vectorize([...], target='cuda').

A CUDAUFunc holds the user's scalar function as a device function (compiled
for each signature, so its result is cast to the signature's return type)
and one elementwise kernel per pattern of array and scalar inputs. The
kernel is ordinary Python compiled by @cuda.jit, so the simulator and the
GPU run the same code: a grid-stride loop that computes four elements before
storing them (four loads of each input in flight per thread), then the rest
one by one. A call follows Numba's UFuncMechanism: inputs and out= are
matched to a signature by exact dtype (scalars are coerced), shapes are
broadcast as NumPy broadcasts them, host inputs are copied to the device,
and the result stays on the device when any input was a device array (or
out= is one), else it comes back as a NumPy array.
"""

import numpy as np

import _tpy_numba
from numba.core import sigutils as _sigutils
from numba.cuda.cudadrv import devicearray as _devicearray
from numba.cuda.cudadrv import driver as _driver
from numba.cuda.cudadrv.devicearray import DeviceNDArray as _DeviceNDArray

# Threads per block of the elementwise kernels, and blocks per
# multiprocessor at most (2048 resident threads: a full multiprocessor).
BLOCK = 256
BLOCKS_PER_SM = 8

_NO_MATCH = ("No matching version.  GPU ufunc requires array arguments to have the exact types.  "
             "This behaves like regular ufunc with casting='no'.")
_AMBIGUOUS = ("Failed to resolve ufunc due to ambiguous signature. Too many untyped scalars. "
              "Use numpy dtype object to type tag.")


def _kernel_source(pattern):
    """The elementwise kernel for inputs that are arrays (True) or scalars
    (False) in `pattern`: def k(a0, .., out, n)."""
    params = ', '.join('a%d' % k for k in range(len(pattern)))

    def call(offset):
        items = ', '.join(('a%d[i%s]' % (k, offset)) if is_array else 'a%d' % k
                          for k, is_array in enumerate(pattern))
        return '__f(%s)' % items
    lines = [
        'def __cuda_ufunc(%s, out, n):' % params,
        '    i = cuda.grid(1)',
        '    stride = cuda.gridsize(1)',
        '    while i + 3 * stride < n:',
        '        r0 = %s' % call(''),
        '        r1 = %s' % call(' + stride'),
        '        r2 = %s' % call(' + 2 * stride'),
        '        r3 = %s' % call(' + 3 * stride'),
        '        out[i] = r0',
        '        out[i + stride] = r1',
        '        out[i + 2 * stride] = r2',
        '        out[i + 3 * stride] = r3',
        '        i += 4 * stride',
        '    while i < n:',
        '        out[i] = %s' % call(''),
        '        i += stride',
    ]
    return '\n'.join(lines) + '\n'


def _grid(n):
    """Blocks for n elements: one thread each up to a full device."""
    blocks = (n + BLOCK - 1) // BLOCK
    return max(1, min(blocks, _driver.multiprocessor_count() * BLOCKS_PER_SM))


def _broadcast_shapes(shapes):
    """NumPy's broadcast of the shapes (Numba's ValueError when they
    cannot be)."""
    result = shapes[0]
    for i, shape in enumerate(shapes[1:], start=1):
        a, b = tuple(result), tuple(shape)
        a = (1,) * (len(b) - len(a)) + a
        b = (1,) * (len(a) - len(b)) + b
        out = []
        for x, y in zip(a, b):
            if x != y and x != 1 and y != 1:
                raise ValueError("failed to broadcast argument #%d" % i)
            out.append(y if x == 1 else x)
        result = tuple(out)
    return result


def _is_scalar(v):
    """A Python or NumPy scalar (Numba's int, float, complex, np.number)."""
    return isinstance(v, (bool, int, float, complex)) or (
        hasattr(v, 'dtype') and not isinstance(v, np.ndarray) and not _devicearray.is_device_array(v)
        and not hasattr(v, '__cuda_array_interface__'))


def _flat_device(a, shape, stream):
    """`a` (a host or device array) as a 1-d device array of the elements of
    its broadcast to `shape`, in C order: a view where one exists."""
    from numba.cuda import api
    if _devicearray.is_device_array(a):
        if tuple(a.shape) == shape:
            if a.ndim == 1:
                return a
            if a.is_c_contiguous():
                return a.reshape(a.size)
        host = a._copy_to_host_now()
    else:
        host = a
    if tuple(host.shape) != shape or host.ndim != 1 and not _devicearray._contiguous(
            tuple(host.shape), tuple(host.strides), host.dtype.itemsize, 'C'):
        full = np.empty(shape, host.dtype)
        full[...] = host
        host = full
    size = 1
    for n in shape:
        size *= n
    return api.to_device(host.reshape(size), stream=stream)


class CUDAUFunc(object):
    """A CUDA ufunc: call it like a NumPy ufunc (with out= and stream=)."""

    def __init__(self, py_func, sigs, options):
        from numba.cuda.dispatcher import DeviceFunction
        self.py_func = py_func
        self.__name__ = py_func.__name__
        self.__doc__ = py_func.__doc__
        self._device = DeviceFunction(py_func, None, options)
        self._types = []      # (input dtypes, output dtype)
        self._kernels = {}    # pattern of array inputs -> kernel
        self._plans = {}      # input dtypes -> (native kernel, output dtype): _fast_call's
        for sig in sigs:
            self.add(sig)

    def add(self, sig):
        """Compiles the device function for one more signature."""
        if isinstance(sig, str):
            sig = _sigutils.parse_signature(sig)
        if isinstance(sig, tuple) or sig.return_type is None:
            raise TypeError("CUDA ufuncs need return types in their signatures")
        args = tuple(np.dtype(str(t)) for t in sig.args)
        ret = np.dtype(str(sig.return_type))
        if self._types and len(args) != self.nin:
            raise TypeError("signature %s has %d inputs, not %d" % (sig, len(args), self.nin))
        self._device.compile(sig)
        self._types.append((args, ret))

    # -- what NumPy's ufuncs tell about themselves

    @property
    def nin(self):
        return len(self._types[0][0])

    @property
    def nout(self):
        return 1

    @property
    def nargs(self):
        return self.nin + 1

    @property
    def ntypes(self):
        return len(self._types)

    @property
    def types(self):
        return ['%s->%s' % (''.join(t.char for t in args), ret.char) for args, ret in self._types]

    def __repr__(self):
        return '<numba.cuda.vectorizers.CUDAUFunc %r>' % self.__name__

    # -- calls

    def _resolve(self, inputs, scalars):
        """The (input dtypes, output dtype) the inputs select."""
        actual = [None if s else a.dtype for a, s in zip(inputs, scalars)]
        matches = []
        if any(scalars):
            for formal, ret in self._types:
                if all((np.asarray(v).dtype if t is None else t) == f
                       for v, t, f in zip(inputs, actual, formal)):
                    matches.append((formal, ret))
        if not matches:
            matches = [(formal, ret) for formal, ret in self._types
                       if all(t is None or t == f for t, f in zip(actual, formal))]
        if not matches:
            raise TypeError(_NO_MATCH)
        if len(matches) > 1:
            raise TypeError(_AMBIGUOUS)
        return matches[0]

    def _kernel(self, pattern):
        k = self._kernels.get(pattern)
        if k is None:
            from numba import cuda
            ns = {'cuda': cuda, '__f': self._device}
            exec(_kernel_source(pattern), ns)
            k = cuda.jit(ns['__cuda_ufunc'])
            self._kernels[pattern] = k
        return k

    def __call__(self, *args, out=None, stream=0):
        if stream == 0 and (out is None or type(out) is _DeviceNDArray):
            result = self._fast_call(args, out)
            if result is not None:
                return result
        return self._call(args, out, stream)

    def _fast_call(self, args, out):
        """The common call, 1-d device arrays of one length in (and out=,
        or none): the kernel found by the arrays' dtypes, launched with no
        more Python than that. None for any other call (the general path
        then checks, broadcasts and raises)."""
        if len(args) != self.nin:
            return None
        dtypes = []
        n = -1
        for a in args:
            if type(a) is not _DeviceNDArray:
                return None
            ary = a._ary
            if ary.ndim != 1 or (n != -1 and ary.shape[0] != n):
                return None
            n = ary.shape[0]
            dtypes.append(ary.dtype)
        plan = self._plans.get(tuple(dtypes))
        if plan is None:
            rets = [ret for formal, ret in self._types if tuple(formal) == tuple(dtypes)]
            if len(rets) != 1:   # no signature, or several (the general path says which)
                return None
            plan = self._plans[tuple(dtypes)] = (self._kernel((True,) * self.nin)._native, rets[0])
        native, ret = plan
        if out is None:
            out = _DeviceNDArray._wrap(_devicearray._memory_empty((n,), ret))
        elif out._ary.ndim != 1 or out._ary.shape[0] != n or out._ary.dtype != ret:
            return None
        if n:
            kargs = [a._ary for a in args]
            kargs.append(out._ary)
            kargs.append(n)
            launch = _tpy_numba.cuda_launch_gpu if _driver.on_gpu() else _tpy_numba.cuda_launch
            launch(native, (_grid(n), 1, 1), (BLOCK, 1, 1), 0, tuple(kargs))
        return out

    def _call(self, args, out, stream):
        if len(args) == self.nin + 1:
            if out is not None:
                raise ValueError("cannot specify 'out' as both a positional and keyword argument")
            args, out = args[:-1], args[-1]
        if len(args) != self.nin:
            raise TypeError("%s() takes %d positional arguments but %d were given"
                            % (self.__name__, self.nin, len(args)))
        scalars = [_is_scalar(a) for a in args]
        inputs = [a if s or _devicearray.is_device_array(a) else np.asarray(a)
                  for a, s in zip(args, scalars)]
        formal, ret = self._resolve(inputs, scalars)
        arrays = [a for a, s in zip(inputs, scalars) if not s]
        shape = _broadcast_shapes([tuple(a.shape) for a in arrays]) if arrays else (1,)
        size = 1
        for n in shape:
            size *= n
        any_device = any(_devicearray.is_device_array(a) for a in arrays)
        kargs = []
        for a, s, t in zip(inputs, scalars, formal):
            kargs.append(t.type(a) if s else _flat_device(a, shape, stream))
        from numba.cuda import api
        out_is_device = out is not None and _devicearray.is_device_array(out)
        if out is not None and tuple(out.shape) != shape:
            raise ValueError("output shape mismatch: %s, not %s" % (tuple(out.shape), shape))
        if out is not None and out.dtype != ret:
            raise TypeError("out= has dtype %s, the signature returns %s" % (out.dtype, ret))
        if out_is_device and (out.ndim == 1 or out.is_c_contiguous()):
            devout = out.reshape(size) if out.ndim != 1 else out
        else:
            devout = api.device_array(size, dtype=ret, stream=stream)
        if size:
            self._kernel(tuple(not s for s in scalars))._launch(
                tuple(kargs) + (devout, size), (_grid(size), 1, 1), (BLOCK, 1, 1), stream, 0)
        if out_is_device:
            if out.ndim != 1 and not out.is_c_contiguous():   # devout is new memory
                out[...] = devout._copy_to_host_now().reshape(shape)
            return out
        if out is not None:
            host = devout._copy_to_host_now().reshape(shape)
            out[...] = host
            return out
        if any_device:
            return devout.reshape(shape)
        return devout.copy_to_host().reshape(shape)

    def reduce(self, arg, stream=0):
        """The binary ufunc's reduction of a 1-d array, as Numba's: halves
        combined element by element (left op right) until one is left, so an
        associative function's result keeps the elements' order; the first
        element alone when there is one, TypeError when there is none."""
        if self.nin != 2:
            raise ValueError("reduce only supported for binary functions")
        if arg.ndim != 1:
            raise ValueError("must use 1d array")
        n = arg.shape[0]
        if n == 0:
            raise TypeError("Reduction on an empty array.")
        if n == 1:
            return arg[0]
        from numba.cuda import api
        mem = arg if _devicearray.is_device_array(arg) else api.to_device(np.array(arg), stream=stream)
        return self._halve(mem, stream)[0]

    def _halve(self, mem, stream):
        n = mem.shape[0]
        if n % 2:
            # The first n - 1 reduced, then combined with the last.
            out = self._halve(mem[:n - 1], stream)
            return self(out, mem[n - 1:], out=out, stream=stream)
        left, right = mem[:n // 2], mem[n // 2:]
        if n == 2:
            # Into new memory: the caller's array is left as it was.
            return self(left, right, stream=stream)
        left = self(left, right, stream=stream)
        return self._halve(left, stream)
